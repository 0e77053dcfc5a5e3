import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dateFormats,
  formatDate,
  formatDateFull,
  formatDateLong,
  formatDateShort,
  formatFileDate,
  formatTimestamp,
  formatTimeZone,
  formatZonedTimestamp,
} from './date';

// Node re-reads process.env.TZ whenever it is set, so each test can pick its local zone.
const zones = ['Asia/Seoul', 'UTC', 'America/New_York', 'Pacific/Kiritimati'] as const;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe.each(zones)('in the %s time zone', (zone) => {
  // A fixed local wall-clock time: the output must not move with the zone.
  const local = () => new Date(2024, 2, 5, 9, 7, 3);

  it('formats a local Date in every pattern', () => {
    vi.stubEnv('TZ', zone);
    expect(formatDateLong(local())).toBe('2024년 03월 05일');
    expect(formatDateShort(local())).toBe('24-03-05');
    expect(formatTimestamp(local())).toBe('24/03/05 09:07:03');
    expect(formatFileDate(local())).toBe('240305');
  });

  it('reads strings without an offset as local time', () => {
    vi.stubEnv('TZ', zone);
    expect(formatDateLong('2024-02-29')).toBe('2024년 02월 29일');
    expect(formatDateLong('2024-03-05')).toBe('2024년 03월 05일');
    expect(formatDateShort('2024-12-31')).toBe('24-12-31');
    // Where two digits could be either century, the full year says which.
    expect(formatDateShort('1908-09-22')).toBe('08-09-22');
    expect(formatDateFull('1908-09-22')).toBe('1908-09-22');
    expect(formatTimestamp('2024-03-05T23:59:58')).toBe('24/03/05 23:59:58');
    expect(formatFileDate('2024-01-01T00:00:00')).toBe('240101');
  });

  it('formats epoch milliseconds of a local time', () => {
    vi.stubEnv('TZ', zone);
    expect(formatTimestamp(local().getTime())).toBe('24/03/05 09:07:03');
  });
});

describe('instants with an offset', () => {
  const instant = '2024-03-04T23:30:00Z';

  it('are shown in the local zone (Seoul is UTC+9)', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    expect(formatTimestamp(instant)).toBe('24/03/05 08:30:00');
    expect(formatDateShort(instant)).toBe('24-03-05');
    expect(formatTimestamp(Date.parse(instant))).toBe('24/03/05 08:30:00');
  });

  it('are shown in the local zone (New York is UTC-5 in March before DST)', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatTimestamp(instant)).toBe('24/03/04 18:30:00');
    expect(formatFileDate(instant)).toBe('240304');
  });

  it('accept an explicit +09:00 offset', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    expect(formatTimestamp('2024-03-05T14:07:09+09:00')).toBe('24/03/05 14:07:09');
  });
});

describe('times with their zone', () => {
  const instant = '2024-03-04T23:30:00Z';

  it.each([
    ['Asia/Seoul', '24/03/05 08:30:00 (GMT+9)'],
    ['UTC', '24/03/04 23:30:00 (UTC)'],
    ['America/New_York', '24/03/04 18:30:00 (GMT-5)'],
    ['Asia/Kolkata', '24/03/05 05:00:00 (GMT+5:30)'],
    ['America/St_Johns', '24/03/04 20:00:00 (GMT-3:30)'],
  ])('say the user’s zone beside the time (%s)', (zone, expected) => {
    vi.stubEnv('TZ', zone);
    expect(formatZonedTimestamp(instant)).toBe(expected);
  });

  it('name the offset of that moment, summer time included', () => {
    vi.stubEnv('TZ', 'America/New_York');
    expect(formatTimeZone('2024-01-15T12:00:00Z')).toBe('GMT-5');
    expect(formatTimeZone('2024-07-15T12:00:00Z')).toBe('GMT-4');
  });

  it('give an empty string for what is not a time', () => {
    for (const value of [null, undefined, '', 'not a date', '2024-13-45']) {
      expect(formatZonedTimestamp(value)).toBe('');
      expect(formatTimeZone(value)).toBe('');
    }
  });
});

describe('invalid input', () => {
  const invalid = [
    null,
    undefined,
    '',
    'not a date',
    '2024-13-45',
    '2023-02-29',
    '2024-03-05T24:00:00',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    new Date(Number.NaN),
  ];

  it.each(invalid)('gives an empty string for %s', (value) => {
    expect(formatDateLong(value)).toBe('');
    expect(formatDateShort(value)).toBe('');
    expect(formatTimestamp(value)).toBe('');
    expect(formatFileDate(value)).toBe('');
  });
});

describe('formatDate', () => {
  it('takes any dayjs template and uses the ko locale', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    // dddd and A are locale-dependent: they prove the ko locale is applied.
    expect(formatDate(new Date(2024, 2, 5, 15, 0, 0), 'YYYY.MM.DD dddd A h시')).toBe(
      '2024.03.05 화요일 오후 3시',
    );
  });

  it('writes a calendar day in any order of day fields, and leaves other templates to dayjs', () => {
    expect(formatDate('2024-03-05', 'DD/MM/YYYY')).toBe('05/03/2024');
    expect(formatDate('2024-03-05', 'YY년 M월 D일')).toBe('24년 3월 5일');
    expect(formatDate('2024-03-05', 'YYYY.MM.DD dddd')).toBe('2024.03.05 화요일');
    expect(formatDate('2024-03-05', '[YYYY] YYYY')).toBe('YYYY 2024');
  });

  it('does not change the global dayjs locale', async () => {
    const { default: dayjs } = await import('dayjs');
    formatDateLong(new Date(2024, 0, 1));
    expect(dayjs.locale()).toBe('en');
  });

  it('exposes the spec patterns', () => {
    expect(dateFormats).toEqual({
      long: 'YYYY년 MM월 DD일',
      short: 'YY-MM-DD',
      full: 'YYYY-MM-DD',
      timestamp: 'YY/MM/DD HH:mm:ss',
      file: 'YYMMDD',
    });
  });
});
