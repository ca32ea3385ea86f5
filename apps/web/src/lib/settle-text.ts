import { messages } from '@portal/contracts';
import { humanizeField } from './humanize-field';

/** A label left empty reverts to the field's name as people read it, and says so (SPEC.md §5 'Label cannot be empty'). */
export function settleLabel<T extends { label: string }>(
  item: T,
  field: string,
): { item: T; error?: string } {
  if (item.label.trim() !== '') return { item };
  return { item: { ...item, label: humanizeField(field) }, error: messages.searchLabelEmpty };
}

/** SPEC.md §5: a blank title becomes 'Untitled View' and a blank name 'Unnamed View' on blur. */
export const settleTitle = (title: string) => title.trim() || messages.untitledView;
export const settleName = (name: string) => name.trim() || messages.unnamedView;
