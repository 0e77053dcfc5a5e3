import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineClockOffset, localizeLogTimes } from './log-times';

// An engine's log times are shown in the reader's zone with the zone named, like the page's own times.

afterEach(() => {
  vi.unstubAllEnvs();
});

const HOUR = 3_600_000;

describe('an engine’s clock', () => {
  it('is read from its first stamp and its first status: the data node writes Korean time', () => {
    // The node said EXECUTING_PREPARING at 05:05:08Z and stamped its first line 14:05:09 (KST).
    expect(engineClockOffset('[2026-12-06 14:05:09] 요청을 받았습니다.\n', '2026-12-06T05:05:08.000Z')).toBe(
      9 * HOUR,
    );
  });

  it('is UTC where the stamps are, or where nothing anchors them', () => {
    expect(
      engineClockOffset('[2026-09-12 01:00:04] Execution request received\n', '2026-09-12T01:00:04.000Z'),
    ).toBe(0);
    expect(engineClockOffset('[2026-09-12 10:00:04] Execution request received\n', null)).toBe(0);
    // Hours apart but not near a quarter-hour: not a zone, a late start; read as UTC.
    expect(engineClockOffset('[2026-09-12 03:07:30] received\n', '2026-09-12T01:00:00.000Z')).toBe(0);
  });
});

describe('the log’s times', () => {
  const log = [
    '[2026-09-12 01:00:04] Execution request received for HANBIT_CDM',
    'Loading required package: CohortMethod',
    '[2026-09-12 01:38:20] Execution finished successfully',
    '',
  ].join('\n');

  it('are shown in the reader’s zone, saying which, each line’s text kept', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    expect(localizeLogTimes(log, '2026-09-12T01:00:04.000Z')).toBe(
      [
        '[26/09/12 10:00:04 (GMT+9)] Execution request received for HANBIT_CDM',
        'Loading required package: CohortMethod',
        '[26/09/12 10:38:20 (GMT+9)] Execution finished successfully',
        '',
      ].join('\n'),
    );
  });

  it('keep the zone a stamp names, with or without brackets', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(localizeLogTimes('2026-12-06T09:12:03+09:00 started\n[2026-12-06T00:12:04.120Z] done', null)).toBe(
      '26/12/06 00:12:03 (UTC) started\n[26/12/06 00:12:04 (UTC)] done',
    );
  });

  it('of a Korean-time engine match the page’s times in Korea', () => {
    vi.stubEnv('TZ', 'Asia/Seoul');
    expect(localizeLogTimes('[2026-12-06 14:05:09] 요청을 받았습니다.', '2026-12-06T05:05:08.000Z')).toBe(
      '[26/12/06 14:05:09 (GMT+9)] 요청을 받았습니다.',
    );
  });
});
