import { limits } from '@portal/contracts';

export type FormattedBody = { text: string; shownLines: number; totalLines: number };

/** The tester's output: pretty-printed when the body is JSON, cut to SPEC.md's 1000 lines. */
export function formatTestBody(body: string, maxLines: number = limits.testResponseLines): FormattedBody {
  let text = body;
  try {
    text = JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    // Not JSON: shown as the upstream sent it.
  }
  const lines = text.split('\n');
  if (lines.length <= maxLines) return { text, shownLines: lines.length, totalLines: lines.length };
  return { text: lines.slice(0, maxLines).join('\n'), shownLines: maxLines, totalLines: lines.length };
}
