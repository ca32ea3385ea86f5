import { limits } from '@portal/contracts';
import { plainText } from '../../../../lib/format-value';

/** SPEC.md: a list dataset's table cells show at most 50 characters. */
export function cutCell(value: unknown): string {
  const text = plainText(value);
  return text.length > limits.listCellChars ? `${text.slice(0, limits.listCellChars)}…` : text;
}
