// Filters by day (the organisation's membership history, a project's log) count Korea's days: a day
// runs from midnight to midnight in Seoul (UTC+9, no daylight saving), and `to` is inclusive.

/** The instant Seoul's `day` (a calendar day, as the contract's `dateOnly` admits) begins, `addDays` later. */
export function seoulMidnight(day: string, addDays = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  utc.setUTCDate(utc.getUTCDate() + addDays);
  return new Date(utc.getTime() - 9 * 60 * 60 * 1000);
}

/** The span `from`..`to` (inclusive days) as instants: [start, end). */
export function seoulDays(filter: { from?: string | null | undefined; to?: string | null | undefined }) {
  return {
    start: filter.from ? seoulMidnight(filter.from) : undefined,
    end: filter.to ? seoulMidnight(filter.to, 1) : undefined,
  };
}
