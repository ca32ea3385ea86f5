import { allCapabilities, freeTextField, type SearchView, type ServerCapabilities } from '@portal/contracts';
import type { TextEntry } from '../types';

/**
 * What the page's server can write, as its view was read with it (DESIGN.md §6a); else everything.
 * Where the endpoint's document is known (§7d), free text only when it declares its search.
 */
export function capabilitiesOf(view: Pick<SearchView, 'capabilities'>): ServerCapabilities {
  const capabilities = view.capabilities ?? allCapabilities;
  const declared = view.capabilities?.declared;
  return declared ? { ...capabilities, freeText: capabilities.freeText && declared.freeText } : capabilities;
}

/**
 * Whether the server can ask an entry: free text needs `freeText`, a field's "contains" `contains`.
 * An exact entry comes from a link, which design time offered only where the server matches exactly.
 */
export const entryAskable = (entry: TextEntry, capabilities: ServerCapabilities) =>
  entry.exact || (entry.field === freeTextField ? capabilities.freeText : capabilities.contains);

/**
 * Whether the page's rows sort by a column: the server writes a sort, and where the endpoint's
 * document is known (DESIGN.md §7d), it declares the sort by that field.
 */
export function sortsBy(view: Pick<SearchView, 'capabilities'>, field: string): boolean {
  const capabilities = view.capabilities;
  if (capabilities && !capabilities.sort) return false;
  return capabilities?.declared ? capabilities.declared.sort.includes(field) : true;
}
