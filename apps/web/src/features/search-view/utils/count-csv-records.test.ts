import { describe, expect, it } from 'vitest';
import { createCsvRecordCounter } from './count-csv-records';

describe('counting the records of a CSV file as it streams in', () => {
  it('counts line ends outside quotes only, across pieces cut anywhere', () => {
    const text = 'Id,Name\r\n1,"Smith, John"\r\n2,"Line\r\nbreak ""quoted"""\r\n3,東京\r\n';
    for (let cut = 0; cut <= text.length; cut += 1) {
      const counter = createCsvRecordCounter();
      counter.feed(text.slice(0, cut));
      counter.feed(text.slice(cut));
      expect(counter.records).toBe(4);
    }
  });

  it('does not count a record whose line end has not arrived yet', () => {
    const counter = createCsvRecordCounter();
    counter.feed('Id\r\n1\r\n2');
    expect(counter.records).toBe(2);
  });
});
