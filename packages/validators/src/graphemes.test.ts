import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeLength, maxLength, minLength5 } from './index.js';

// What a person counts as one character, each made of several code points or UTF-16 units. None
// joins with its neighbour, so a string of n of them is n characters on screen.
const FAMILY = '👨‍👩‍👧‍👦'; // four people joined by ZWJ: 7 code points, 11 UTF-16 units
const FLAG = '🇰🇷'; // two regional indicators
const THUMB = '👍🏽'; // an emoji with a skin tone
const JAMO_HAN = '\u1112\u1161\u11ab'; // 한 typed as conjoining jamo (old Hangul input, NFD)
const E_ACUTE = 'e\u0301'; // e and a combining accent
const SEEN_AS_ONE = ['a', '가', '😀', FAMILY, FLAG, THUMB, JAMO_HAN, E_ACUTE, '\r\n', '🏳️‍🌈'];

const textOf = (min: number, max: number) =>
  fc.array(fc.constantFrom(...SEEN_AS_ONE), { minLength: min, maxLength: max });

describe('graphemeLength', () => {
  it.each(SEEN_AS_ONE.map((g) => [JSON.stringify(g), g]))('counts %s as one character', (_, g) => {
    expect(graphemeLength(g)).toBe(1);
  });

  it('counts a text as the characters a person sees, however they are encoded', () => {
    fc.assert(
      fc.property(textOf(0, 80), (parts) => {
        expect(graphemeLength(parts.join(''))).toBe(parts.length);
      }),
    );
  });
});

describe('maxLength(500)', () => {
  const rule = maxLength(500);

  it.each([
    ['emoji', '😀'],
    ['ZWJ families', FAMILY],
    ['flags', FLAG],
    ['Hangul in conjoining jamo', JAMO_HAN],
  ])('takes 300 %s, which are more than 500 UTF-16 units', (_, g) => {
    const text = g.repeat(300);
    expect(text.length).toBeGreaterThan(500);
    expect(rule.safeParse(text).success).toBe(true);
  });

  it('takes 500 ZWJ families and refuses 501', () => {
    expect(rule.safeParse(FAMILY.repeat(500)).success).toBe(true);
    expect(rule.safeParse(FAMILY.repeat(501)).error?.issues.map((i) => i.message)).toEqual([
      '500글자 이하로 입력해 주세요.',
    ]);
  });

  it('takes any text of at most 500 characters and refuses any longer one', () => {
    fc.assert(
      fc.property(textOf(0, 500), (parts) => {
        expect(rule.safeParse(parts.join('')).success).toBe(true);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(textOf(501, 600), (parts) => {
        expect(rule.safeParse(parts.join('')).success).toBe(false);
      }),
      { numRuns: 50 },
    );
  });
});

describe('minLength5', () => {
  it('counts characters as seen: two families are two, not fourteen code points', () => {
    expect(minLength5.safeParse(FAMILY.repeat(2)).success).toBe(false);
    expect(minLength5.safeParse(FAMILY.repeat(5)).success).toBe(true);
  });
});
