import { describe, expect, it } from 'vitest';
import { contrastLevel, contrastRatio, formatRatio, parseColor } from './tokens-contrast';

describe('parseColor', () => {
  it('reads hex and rgb() forms', () => {
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor(' #1D5FD1 ')).toEqual([29, 95, 209]);
    expect(parseColor('#1d5fd180')).toEqual([29, 95, 209]);
    expect(parseColor('rgb(26, 29, 35)')).toEqual([26, 29, 35]);
    expect(parseColor('rgba(16 24 40 / 0.5)')).toEqual([16, 24, 40]);
  });

  it('gives null for anything else', () => {
    expect(parseColor('')).toBeNull();
    expect(parseColor('red')).toBeNull();
    expect(parseColor('#12')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#777')).toBe(1);
  });

  it('matches known values', () => {
    // #767676 on white is the classic "just passes" grey: 4.54:1.
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.54:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.47:1');
  });

  it('is null when a colour cannot be read', () => {
    expect(contrastRatio('var(--x)', '#fff')).toBeNull();
    expect(formatRatio(null)).toBe('—');
  });
});

describe('contrastLevel', () => {
  it('never rounds up to a threshold', () => {
    expect(contrastLevel(4.499)).toBe('non-text');
    expect(contrastLevel(4.5)).toBe('text');
    expect(contrastLevel(2.99)).toBe('low');
    expect(contrastLevel(null)).toBe('low');
    expect(formatRatio(4.499)).toBe('4.49:1');
  });
});
