import { describe, expect, it } from 'vitest';
import { rowWindowAt } from './use-row-window';

// 10,000 rows of 60 px in a 600 px viewport under a header, with two rows of overscan.
describe('rowWindowAt', () => {
  it('starts at the first row while the header is still in view', () => {
    expect(rowWindowAt(-40, 600, 60, 10_000, 2)).toEqual({ first: 0, last: 11 });
  });

  it('holds the rows the viewport meets, partly shown ones included, plus the overscan', () => {
    // 6,030 px down: row 100 is half hidden at the top, row 110 half shown at the bottom.
    expect(rowWindowAt(6_030, 600, 60, 10_000, 2)).toEqual({ first: 98, last: 112 });
  });

  it('ends at the last row when scrolled to the bottom', () => {
    expect(rowWindowAt(10_000 * 60 - 600, 600, 60, 10_000, 2)).toEqual({ first: 9_988, last: 9_999 });
  });

  it('holds every row when they fit, and nothing when there is none', () => {
    expect(rowWindowAt(0, 600, 60, 3, 2)).toEqual({ first: 0, last: 2 });
    expect(rowWindowAt(0, 600, 60, 0, 2)).toEqual({ first: 0, last: -1 });
  });
});
