import { allCapabilities, freeTextField, type SearchView, type ServerCapabilities } from '@portal/contracts';
import type { TextEntry } from '../types';

/** What the page's server can write, as its view was read with it (DESIGN.md §6a); else everything. */
export const capabilitiesOf = (view: Pick<SearchView, 'capabilities'>): ServerCapabilities =>
  view.capabilities ?? allCapabilities;

/**
 * Whether the server can ask an entry: free text needs `freeText`, a field's "contains" `contains`.
 * An exact entry comes from a link, which design time offered only where the server matches exactly.
 */
export const entryAskable = (entry: TextEntry, capabilities: ServerCapabilities) =>
  entry.exact || (entry.field === freeTextField ? capabilities.freeText : capabilities.contains);
