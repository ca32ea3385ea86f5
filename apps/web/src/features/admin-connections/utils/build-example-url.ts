import { withoutLeadingSlash } from '@portal/contracts';

export type ExampleUrlPart = { text: string; variable?: string };

/** The sample a $(name) variable is shown filled with in the example URL. */
export const sampleValueOf = (name: string) => `sample-${name}`;

/**
 * The URL an endpoint will call, as parts: plain text, and each $(name) variable filled with a
 * sample so the admin sees where the values go.
 */
export function buildExampleUrl(serverUrl: string, endpointUrl: string): ExampleUrlPart[] {
  const parts: ExampleUrlPart[] = [{ text: serverUrl }];
  const path = withoutLeadingSlash(endpointUrl);
  let last = 0;
  for (const match of path.matchAll(/\$\(([^()\s]+)\)/g)) {
    if (match.index > last) parts.push({ text: path.slice(last, match.index) });
    parts.push({ text: sampleValueOf(match[1]), variable: match[1] });
    last = match.index + match[0].length;
  }
  if (last < path.length) parts.push({ text: path.slice(last) });
  return parts;
}
