import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('the one CSV rule', () => {
  it("writes a text a spreadsheet would run with a ' first: =, +, -, @, tab and carriage return", () => {
    expect(['=1+1', '+A1', '-1+1', '@A1', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=1+1",
      "'+A1",
      "'-1+1",
      "'@A1",
      "'\tx",
      `"'\rx"`,
    ]);
  });

  it('leaves plain numbers as numbers, negative ones included, whether numbers or texts', () => {
    expect([-42, 3.5, 0, '-42', '+7', '-0.5e3', '.5'].map(csvCell)).toEqual([
      '-42',
      '3.5',
      '0',
      '-42',
      '+7',
      '-0.5e3',
      '.5',
    ]);
  });

  it('quotes commas, quotes and line breaks, and writes objects as JSON and null as nothing', () => {
    expect(csvLine(['a,b', 'say "hi"', 'x\ny', { a: 1 }, null, true])).toBe(
      '"a,b","say ""hi""","x\ny","{""a"":1}",,true\r\n',
    );
    expect(csvCell(['=1'])).toBe('"[""=1""]"');
  });
});
