import { formatZonedTimestamp } from '@cdmnet/ui';

/**
 * An engine's stamp at the start of a log line: `[2026-09-12 01:00:04]` (the Arachne engine's form, and
 * the demo data node's) or ISO 8601 (`2026-09-12T01:00:04.120Z`, `…+09:00`), bracketed or not.
 */
const stamp =
  /^(\[?)(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})?(\]?)/;

const MINUTE = 60_000;
const QUARTER_HOUR = 15 * MINUTE;
/** How far the first stamp may lie from the engine's first status and still tell its clock's zone. */
const SLACK = 5 * MINUTE;

interface Stamp {
  /** The wall-clock time written, read as if it were UTC (ms). */
  wall: number;
  /** The offset it says (ms east of UTC), or null when it names none. */
  offset: number | null;
}

function readStamp(match: RegExpExecArray): Stamp | null {
  const [, , year, month, day, hour, minute, second, zone] = match;
  const wall = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  if (Number.isNaN(wall)) return null;
  if (zone === undefined) return { wall, offset: null };
  if (zone === 'Z') return { wall, offset: 0 };
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return { wall, offset: sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * MINUTE };
}

/**
 * The offset from UTC (ms) of an engine's clock, for stamps that do not say their zone: the demo's data
 * node writes Korean time, an engine elsewhere may write UTC. The first line is written when the request
 * arrives, the moment the engine first reports a status (`anchor`), so the whole quarter-hours between
 * the two are the clock's offset. Without an anchor, or when the two lie far from a quarter-hour
 * apart, the stamps are read as UTC.
 */
export function engineClockOffset(log: string, anchor: string | null): number {
  const first = stamp.exec(log);
  const read = first && readStamp(first);
  const at = anchor ? Date.parse(anchor) : Number.NaN;
  if (!read || read.offset !== null || Number.isNaN(at)) return 0;
  const offset = Math.round((read.wall - at) / QUARTER_HOUR) * QUARTER_HOUR;
  return Math.abs(read.wall - at - offset) <= SLACK ? offset : 0;
}

/**
 * The log with each line's stamp in the user's time zone, saying which (`[26/09/12 10:00:04 (GMT+9)]`),
 * as the page's own times are written beside it. Lines without a stamp stay as they are.
 */
export function localizeLogTimes(log: string, anchor: string | null): string {
  const clock = engineClockOffset(log, anchor);
  return log
    .split('\n')
    .map((line) => {
      const match = stamp.exec(line);
      const read = match && readStamp(match);
      if (!match || !read) return line;
      const instant = read.wall - (read.offset ?? clock);
      const [whole, open = '', , , , , , , , close = ''] = match;
      return `${open}${formatZonedTimestamp(instant)}${close}${line.slice(whole.length)}`;
    })
    .join('\n');
}
