/**
 * Reads RFC 4180 text as a spreadsheet does: quoted cells may hold commas, doubled quotes and line
 * breaks; records end with CRLF. Throws on anything else (a bare LF ending a record, a stray quote),
 * so a test fails on a file that only looks right.
 */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let at = 0;
  while (at < text.length) {
    if (text[at] === '"' && cell === '') {
      at += 1;
      for (;;) {
        const quote = text.indexOf('"', at);
        if (quote < 0) throw new Error('a quoted cell is not closed');
        cell += text.slice(at, quote);
        at = quote + 1;
        if (text[at] !== '"') break;
        cell += '"';
        at += 1;
      }
      if (at < text.length && text[at] !== ',' && text[at] !== '\r')
        throw new Error(`a character after a quoted cell at ${at}`);
      continue;
    }
    const char = text[at];
    if (char === ',') {
      record.push(cell);
      cell = '';
      at += 1;
    } else if (char === '\r') {
      if (text[at + 1] !== '\n') throw new Error(`a CR without LF at ${at}`);
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      at += 2;
    } else if (char === '\n' || char === '"') {
      throw new Error(`a bare ${char === '"' ? 'quote' : 'LF'} in an unquoted cell at ${at}`);
    } else {
      cell += char;
      at += 1;
    }
  }
  if (cell !== '' || record.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}
