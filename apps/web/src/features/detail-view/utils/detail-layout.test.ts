import { describe, expect, it } from 'vitest';
import { basicPanelLayout, fieldGridWidth } from './detail-layout';

describe('the columns of a basic panel', () => {
  it('keeps every field in one column while they fit the height', () => {
    expect(basicPanelLayout(5, 46, 600)).toEqual({ rows: 5, columns: 1 });
  });

  it('opens further columns when the height is used up', () => {
    // 600 px hold 10 fields of 46 px with 12 px between them.
    expect(basicPanelLayout(25, 46, 600)).toEqual({ rows: 9, columns: 3 });
  });

  it('never opens more than 10 columns; the rows grow instead', () => {
    expect(basicPanelLayout(200, 46, 300)).toEqual({ rows: 20, columns: 10 });
  });

  it('gives one row to an empty panel', () => {
    expect(basicPanelLayout(0, 46, 600)).toEqual({ rows: 1, columns: 1 });
  });

  it('measures 350 px a column, the last without its gap', () => {
    expect(fieldGridWidth(1)).toBe(320);
    expect(fieldGridWidth(3)).toBe(1020);
  });
});
