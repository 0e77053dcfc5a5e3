/** The figures of one autocannon run that the targets speak of. */
export function figures(label, result) {
  return {
    label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    // Headers included: says how much each reply carried, so unequal payloads are seen as such.
    bytes: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
  };
}

const columns = [
  ['endpoint', (row) => row.label, 'left'],
  ['req/s', (row) => Math.round(row.rps).toString()],
  ['p50 ms', (row) => row.p50.toString()],
  ['p99 ms', (row) => row.p99.toString()],
  ['errors', (row) => row.errors.toString()],
  ['timeouts', (row) => row.timeouts.toString()],
  ['non-2xx', (row) => row.non2xx.toString()],
  ['bytes/reply', (row) => Math.round(row.bytes).toString()],
  ['of bare', (row, bare) => `${((100 * row.rps) / bare.rps).toFixed(1)} %`],
];

/** A plain-text table of one database's run; the first row is bare Fastify. */
export function table(title, rows) {
  const [bare] = rows;
  const cells = rows.map((row) => columns.map(([, cell]) => cell(row, bare)));
  const widths = columns.map(([head], i) => Math.max(head.length, ...cells.map((line) => line[i].length)));
  const format = (line) =>
    line
      .map((text, i) => (columns[i][2] === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i])))
      .join('  ');
  return [
    title,
    format(columns.map(([head]) => head)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(format),
  ].join('\n');
}
