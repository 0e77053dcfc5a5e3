// The capacity bench's figures (capacity.mjs): percentiles, the two tables it prints per instance
// count, and the verdicts against issue 31's targets.

import os from 'node:os';

export const LIST_TARGET_MS = 100;
export const EVENT_TARGET_MS = 1_000;

/**
 * The `q` quantile of the delays of `expected` deliveries of which only `delays` arrived: the missing
 * ones count as later than any, so a p99 is met only when at least 99 % arrived in time.
 */
export function quantile(delays, expected, q) {
  if (expected === 0) return undefined;
  const rank = Math.ceil(q * expected) - 1;
  return rank < delays.length ? delays[rank] : Infinity;
}

const cores = os.cpus().length;
const ms = (value) =>
  value === undefined
    ? '–'
    : value === Infinity
      ? 'missed'
      : value < 10
        ? value.toFixed(1)
        : Math.round(value).toString();
const mb = (bytes) => (bytes / 2 ** 20).toFixed(0);
const percent = (value) => `${Math.round(value)}`;

const latencyColumns = [
  ['streams', (row) => row.streams.toLocaleString('en')],
  ['list req/s', (row) => row.list.rps.toFixed(0)],
  ['list p50', (row) => ms(row.list.p50)],
  ['list p99', (row) => ms(row.list.p99)],
  ['list max', (row) => ms(row.list.max)],
  ['list errors', (row) => row.list.errors.toString()],
  ['events', (row) => row.events.toString()],
  ['deliveries', (row) => row.expected.toLocaleString('en')],
  ['event p50', (row) => ms(row.event.p50)],
  ['event p99', (row) => ms(row.event.p99)],
  ['event max', (row) => ms(row.event.max)],
  ['missed', (row) => row.missed.toString()],
  ['wrong page', (row) => row.unexpected.toString()],
  ['reopened', (row) => row.reopened.toString()],
];

const costColumns = [
  ['streams', (row) => row.streams.toLocaleString('en')],
  ['server RSS MB', (row) => row.serverRss.map(mb).join(' + ')],
  ['kB/stream', (row) => (row.rssPerStream === undefined ? '–' : (row.rssPerStream / 1024).toFixed(1))],
  ['nginx RSS MB', (row) => mb(row.nginxRss)],
  ['client RSS MB', (row) => mb(row.clientRss)],
  ['CPU % server', (row) => row.cpu.servers.map(percent).join(' + ')],
  ['nginx', (row) => percent(row.cpu.nginx)],
  ['postgres', (row) => percent(row.cpu.postgres)],
  ['streams client', (row) => percent(row.cpu.streams)],
  ['load client', (row) => percent(row.cpu.load)],
  ['load avg', (row) => row.loadAverage.toFixed(1)],
];

function format(title, columns, rows) {
  const cells = rows.map((row) => columns.map(([, cell]) => cell(row)));
  const widths = columns.map(([head], i) => Math.max(head.length, ...cells.map((line) => line[i].length)));
  const line = (texts) => texts.map((text, i) => text.padStart(widths[i])).join('  ');
  return [
    title,
    line(columns.map(([head]) => head)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
  ].join('\n');
}

/** Both tables of one boot: what the users notice (ms), then what it cost (memory, CPU of one core = 100). */
export function tables(instances, rows) {
  const name = instances === 1 ? '1 instance' : `${instances} instances`;
  return [
    format(`${name}: list endpoints and live events (ms)`, latencyColumns, rows),
    format(`${name}: memory and CPU (% of one core; the machine has 2)`, costColumns, rows),
  ].join('\n\n');
}

export const meetsTargets = (row) =>
  row.list.p99 <= LIST_TARGET_MS &&
  row.list.errors === 0 &&
  row.event.p99 !== undefined &&
  row.event.p99 <= EVENT_TARGET_MS &&
  row.unexpected === 0;

/** The verdict lines of one boot: each step against the targets, and the largest that met them. */
export function verdicts(instances, rows, target) {
  const name = instances === 1 ? '1 instance' : `${instances} instances`;
  const measured = rows.filter((row) => row.streams > 0);
  const lines = measured.map(
    (row) =>
      `${name}, ${row.streams.toLocaleString('en')} streams: list p99 ${ms(row.list.p99)} ms ` +
      `(${row.list.p99 <= LIST_TARGET_MS ? 'ok' : 'OVER'} ≤ ${LIST_TARGET_MS}), event p99 ${ms(row.event.p99)} ms ` +
      `(${row.event.p99 <= EVENT_TARGET_MS ? 'ok' : 'OVER'} ≤ ${EVENT_TARGET_MS})` +
      (row.list.errors > 0 ? `, ${row.list.errors} list errors` : '') +
      (row.unexpected > 0 ? `, ${row.unexpected} events on a page not allowed them` : '') +
      ` → ${meetsTargets(row) ? 'MET' : 'NOT MET'}`,
  );
  const floor = rows.find((row) => row.streams === 0);
  if (floor)
    lines.unshift(
      `${name}, no streams (the machine's floor): list p99 ${ms(floor.list.p99)} ms at load average ` +
        `${floor.loadAverage.toFixed(1)} on ${cores} cores`,
    );
  const best = measured.filter(meetsTargets).at(-1);
  lines.push(
    `${name}: largest step meeting both targets: ${best ? `${best.streams.toLocaleString('en')} streams` : 'none'}` +
      (target === undefined
        ? ''
        : `; issue 31's target of ${target.toLocaleString('en')} streams ${
            measured.some((row) => row.streams >= target && meetsTargets(row)) ? 'MET' : 'NOT MET'
          }`),
  );
  return lines.join('\n');
}
