import { describe, expect, it } from 'vitest';
import { timestamp } from '../src/engine/submissions.js';

describe('the log stamp', () => {
  it('writes Korean time with its offset, so a reader elsewhere sees the moment exactly', () => {
    const stamp = timestamp(new Date('2026-12-06T00:12:03Z'));
    expect(stamp).toBe('2026-12-06 09:12:03+09:00');
    // The same instant, read back as ISO 8601 with the space for the T.
    expect(Date.parse(stamp.replace(' ', 'T'))).toBe(Date.parse('2026-12-06T00:12:03Z'));
  });
});
