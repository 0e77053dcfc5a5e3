// How values from an untrusted design are written into SQL text. Numbers are written only after a
// safe-integer check (zod checked them already; this is the last line). Text is written only as a
// string literal, and only from names: in plain form when it holds nothing special, otherwise as a
// Unicode-escaped literal, so no quote, backslash, line break or SqlRender token (`@name`, `{…}`)
// of a name ever appears in the SQL as itself.

/** The schemas a generated file reads; the engine replaces the SqlRender-style placeholders. */
export interface SqlSchemas {
  cdm: string;
  vocabulary: string;
}

export const PLACEHOLDER_SCHEMAS: SqlSchemas = {
  cdm: '@cdm_database_schema',
  vocabulary: '@vocabulary_database_schema',
};

/** An integer from the design, as SQL. Throws on anything else: callers pass zod-checked values. */
export function sqlInteger(value: number): string {
  if (!Number.isSafeInteger(value)) throw new Error(`Not a safe integer for SQL: ${String(value)}`);
  return String(value);
}

/** `expression + days` for a date expression, with the day count checked. */
export function plusDays(expression: string, days: number): string {
  if (days === 0) return expression;
  return days > 0 ? `${expression} + ${sqlInteger(days)}` : `${expression} - ${sqlInteger(-days)}`;
}

/** Whether a character means something to PostgreSQL's lexer or to SqlRender inside a literal or comment. */
function isSpecial(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  const control = code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  return control || char === '\\' || char === '@' || char === '{' || char === '}';
}

/** A PostgreSQL string literal holding `value` exactly (NUL and lone surrogates become U+FFFD). */
export function sqlText(value: string): string {
  const chars = [...value].map((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code === 0 || (code >= 0xd800 && code <= 0xdfff) ? '\ufffd' : char;
  });
  if (!chars.some((char) => isSpecial(char))) return `'${chars.join('').replaceAll("'", "''")}'`;
  const escaped = chars.map((char) => {
    if (char === "'") return "''";
    if (!isSpecial(char)) return char;
    const code = char.codePointAt(0) ?? 0;
    return `\\${code.toString(16).padStart(4, '0')}`;
  });
  return `U&'${escaped.join('')}'`;
}

/** Text from the design inside a `--` comment: one line, no SqlRender tokens, not too long. */
export function commentText(value: string): string {
  const line = [...value]
    .map((char) => (isSpecial(char) ? ' ' : char))
    .join('')
    .trim();
  return line.length > 120 ? `${line.slice(0, 120)}…` : line;
}

/** A CTE name of our own making; checked because it is written into SQL unquoted. */
export function sqlName(name: string): string {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain SQL name: ${name}`);
  return name;
}
