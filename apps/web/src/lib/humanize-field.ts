/** A field's name as a label people read: 'creditLimit', 'credit_limit' and 'credit-limit' all read 'Credit limit'. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}
