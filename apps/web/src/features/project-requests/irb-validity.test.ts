import { describe, expect, it } from 'vitest';
import { daysUntil, expiresSoon } from './irb-validity';

// A local wall-clock time: the counts are in calendar days, whatever the hour.
const today = new Date(2026, 10, 26, 23, 59);

describe('daysUntil', () => {
  it('counts calendar days to the last valid day', () => {
    expect(daysUntil('2026-11-26', today)).toBe(0);
    expect(daysUntil('2026-11-27', today)).toBe(1);
    expect(daysUntil('2026-12-26', today)).toBe(30);
    expect(daysUntil('2027-11-26', today)).toBe(365);
    expect(daysUntil('2026-11-20', today)).toBe(-6);
  });

  it('gives nothing for what is not a day', () => {
    expect(daysUntil('', today)).toBeNull();
    expect(daysUntil('26-11-26', today)).toBeNull();
    expect(daysUntil('2026-11-26T00:00:00Z', today)).toBeNull();
  });
});

describe('expiresSoon', () => {
  it('warns within the 30 days the project is told ahead, and after the end', () => {
    expect(expiresSoon('2026-12-26', today)).toBe(true);
    expect(expiresSoon('2026-12-27', today)).toBe(false);
    expect(expiresSoon('2026-11-26', today)).toBe(true);
    expect(expiresSoon('2026-11-01', today)).toBe(true);
    expect(expiresSoon('not a day', today)).toBe(false);
  });
});
