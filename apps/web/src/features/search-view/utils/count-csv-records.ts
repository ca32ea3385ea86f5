/**
 * Counts the records of RFC 4180 text as it arrives in pieces: a record ends at a line feed
 * outside quotes (a quoted cell may hold line breaks; a doubled quote toggles twice and changes
 * nothing). Feed it the decoded text in order; `records` is the count so far.
 */
export function createCsvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    feed(text: string) {
      for (let at = 0; at < text.length; at += 1) {
        const char = text.charCodeAt(at);
        if (char === 34) quoted = !quoted;
        else if (char === 10 && !quoted) records += 1;
      }
    },
    get records() {
      return records;
    },
  };
}
