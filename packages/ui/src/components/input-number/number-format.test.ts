import { describe, expect, it } from 'vitest';
import { createNumberFormat, decimalsOf } from './number-format';

describe('decimalsOf', () => {
  it('counts the written decimals', () => {
    expect(decimalsOf(1)).toBe(0);
    expect(decimalsOf(0.5)).toBe(1);
    expect(decimalsOf(0.05)).toBe(2);
    expect(decimalsOf(1e-7)).toBe(7);
  });
});

describe('createNumberFormat', () => {
  it('adds thousands separators when asked', () => {
    expect(createNumberFormat('ko-KR', true).format(1234567)).toBe('1,234,567');
    expect(createNumberFormat('ko-KR', false).format(1234567)).toBe('1234567');
    expect(createNumberFormat('ko-KR', true).format(null)).toBe('');
  });

  it('keeps fractions as they are', () => {
    expect(createNumberFormat('ko-KR', true).format(1234.125)).toBe('1,234.125');
  });

  it('reads numbers with or without separators', () => {
    const format = createNumberFormat('ko-KR', true);
    expect(format.parse('1,234,567')).toBe(1234567);
    expect(format.parse(' -12.5 ')).toBe(-12.5);
    expect(format.parse('')).toBeNull();
    expect(format.parse('-')).toBeNaN();
    expect(format.parse('1.')).toBeNaN();
    expect(format.parse('abc')).toBeNaN();
  });

  it('accepts partial input only', () => {
    const format = createNumberFormat('ko-KR', true);
    expect(format.isPartial('-')).toBe(true);
    expect(format.isPartial('1,23')).toBe(true);
    expect(format.isPartial('1.')).toBe(true);
    expect(format.isPartial('1a')).toBe(false);
    expect(format.isPartial('1.2.3')).toBe(false);
    expect(format.isPartial('--1')).toBe(false);
  });
});
