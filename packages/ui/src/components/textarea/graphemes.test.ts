import { describe, expect, it } from 'vitest';
import { clipAtCaret, graphemeCount } from './graphemes';

const FAMILY = '👨‍👩‍👧‍👦';

describe('graphemeCount', () => {
  it('counts what a person sees: emoji, flags, ZWJ families and jamo-typed syllables are one each', () => {
    expect(graphemeCount('😀'.repeat(300))).toBe(300);
    expect(graphemeCount(FAMILY + '🇰🇷' + '\u1112\u1161\u11ab' + 'e\u0301')).toBe(4);
    expect(graphemeCount('')).toBe(0);
  });
});

describe('clipAtCaret', () => {
  it('leaves a text within the limit alone', () => {
    expect(clipAtCaret('😀'.repeat(500), 1000, 500)).toBeUndefined();
  });

  it('cuts what was typed at the caret, keeping the text after it', () => {
    // "가나" + three families pasted after it, then "다": the caret sits after the paste.
    const value = `가나${FAMILY}${FAMILY}${FAMILY}다`;
    const caret = value.length - 1;
    expect(clipAtCaret(value, caret, 4)).toEqual({
      value: `가나${FAMILY}다`,
      caret: `가나${FAMILY}`.length,
    });
  });

  it('keeps the start of a text set from outside that is over the limit past the caret', () => {
    expect(clipAtCaret('가나다라마', 0, 3)).toEqual({ value: '가나다', caret: 3 });
  });
});
