import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('adds thousands separators', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('writes every whole number as the ko-KR formatter does, without building one for it', () => {
    const intl = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });
    const around = (n: number) => [n - 1, n, n + 1, n * 7];
    const wholes = [
      ...Array.from({ length: 23 }, (_, e) => around(10 ** e)).flat(),
      Number.MAX_SAFE_INTEGER,
      2 ** 53 + 2,
      -0,
    ].flatMap((n) => [n, -n]);
    for (const n of wholes) expect(formatNumber(n), String(n)).toBe(intl.format(n));
    for (const n of [0n, 999n, -1000n, -(10n ** 30n)]) expect(formatNumber(n)).toBe(intl.format(n));
  });

  it('appends a unit without a space', () => {
    expect(formatNumber(1234567, '명')).toBe('1,234,567명');
    expect(formatNumber(12, { unit: '건' })).toBe('12건');
  });

  it('keeps up to two decimals by default and honours fraction options', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.57');
    expect(formatNumber(1234.5678, { maximumFractionDigits: 0 })).toBe('1,235');
    expect(formatNumber(3, { minimumFractionDigits: 1 })).toBe('3.0');
    expect(formatNumber(0.5, { unit: '%', maximumFractionDigits: 1 })).toBe('0.5%');
  });

  it('reads numeric strings and bigints', () => {
    expect(formatNumber('1234567', '명')).toBe('1,234,567명');
    expect(formatNumber(' 1,234 ')).toBe('1,234');
    expect(formatNumber(12345678901234567890n)).toBe('12,345,678,901,234,567,890');
  });

  it.each([null, undefined, '', '   ', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY])(
    'gives an empty string for %s',
    (value) => {
      expect(formatNumber(value)).toBe('');
      expect(formatNumber(value, '명')).toBe('');
    },
  );
});

describe('formatFileSize', () => {
  it('uses binary units with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0B');
    expect(formatFileSize(512)).toBe('512B');
    expect(formatFileSize(1536)).toBe('1.5KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.3GB');
  });

  it.each([null, undefined, -1, Number.NaN])('gives an empty string for %s', (value) => {
    expect(formatFileSize(value)).toBe('');
  });
});
