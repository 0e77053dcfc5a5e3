// Result files: RFC 4180 CSV (comma, header line, CRLF line ends; a field holding a comma, a quote or
// a line break is quoted, with quotes doubled). NULL is an empty field; booleans read true/false.

const BOOLEAN = 16;

function field(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(fields: { name: string; typeId: number }[], rows: (string | null)[][]): string {
  const booleans = fields.map((f) => f.typeId === BOOLEAN);
  const lines = [fields.map((f) => field(f.name)).join(',')];
  for (const row of rows) {
    lines.push(
      row
        .map((value, i) => {
          if (booleans[i] && (value === 't' || value === 'f')) return value === 't' ? 'true' : 'false';
          return field(value);
        })
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
