export const httpUrlPattern = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Names of the $(name) placeholders in a text, in order of first appearance, without repeats. */
export function parseUrlVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\$\(([^()\s]+)\)/g)) {
    if (!names.includes(match[1])) names.push(match[1]);
  }
  return names;
}

/** Replaces each $(name) placeholder through `lookup`; unknown names become empty. */
export function fillUrlVariables(text: string, lookup: (name: string) => string): string {
  return text.replace(/\$\(([^()\s]+)\)/g, (_whole, name: string) => lookup(name));
}
