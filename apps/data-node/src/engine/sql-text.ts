// Reading a package's SQL text the way PostgreSQL does, enough to split it into statements, to find
// SqlRender-style parameters (`@cdm_database_schema`) outside comments, and to refuse statements that
// would leave the read-only transaction. Quoted strings, quoted identifiers, dollar-quoted bodies and
// comments are kept whole, so a `;` or an `@` inside them means nothing.

export type SegmentKind = 'code' | 'string' | 'identifier' | 'comment';

export interface Segment {
  kind: SegmentKind;
  text: string;
}

const identifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_$]/.test(c);

export function lex(sql: string): Segment[] {
  const segments: Segment[] = [];
  let code = '';
  const push = (kind: SegmentKind, text: string) => {
    if (code) segments.push({ kind: 'code', text: code });
    code = '';
    segments.push({ kind, text });
  };
  let i = 0;
  while (i < sql.length) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      const stop = end === -1 ? sql.length : end;
      push('comment', sql.slice(i, stop));
      i = stop;
    } else if (c === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 1;
      let j = i + 2;
      while (j < sql.length && depth > 0) {
        if (sql[j] === '/' && sql[j + 1] === '*') {
          depth++;
          j += 2;
        } else if (sql[j] === '*' && sql[j + 1] === '/') {
          depth--;
          j += 2;
        } else j++;
      }
      push('comment', sql.slice(i, j));
      i = j;
    } else if (c === "'") {
      // E'…' strings take backslash escapes; the E is already in the code before the quote.
      const escapes = /[eE]$/.test(code) && !identifierChar(code.at(-2));
      let j = i + 1;
      while (j < sql.length) {
        if (escapes && sql[j] === '\\') j += 2;
        else if (sql[j] === "'" && sql[j + 1] === "'") j += 2;
        else if (sql[j] === "'") break;
        else j++;
      }
      push('string', sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < sql.length) {
        if (sql[j] === '"' && sql[j + 1] === '"') j += 2;
        else if (sql[j] === '"') break;
        else j++;
      }
      push('identifier', sql.slice(i, j + 1));
      i = j + 1;
    } else if (c === '$' && !identifierChar(code.at(-1))) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(sql.slice(i));
      if (tag) {
        const end = sql.indexOf(tag[0], i + tag[0].length);
        const stop = end === -1 ? sql.length : end + tag[0].length;
        push('string', sql.slice(i, stop));
        i = stop;
      } else {
        code += c;
        i++;
      }
    } else {
      code += c;
      i++;
    }
  }
  if (code) segments.push({ kind: 'code', text: code });
  return segments;
}

/** The statements of a script, each without its `;`, leaving out those that hold only comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let meaningful = false;
  const end = () => {
    if (meaningful) statements.push(current.trim());
    current = '';
    meaningful = false;
  };
  for (const segment of lex(sql)) {
    if (segment.kind !== 'code') {
      current += segment.text;
      if (segment.kind !== 'comment') meaningful = true;
      continue;
    }
    const parts = segment.text.split(';');
    parts.forEach((part, index) => {
      if (index > 0) end();
      current += part;
      if (part.trim()) meaningful = true;
    });
  }
  end();
  return statements;
}

/** The statement's code without comments, in lower case and single-spaced (for keyword checks). */
function codeOf(statement: string): string {
  return lex(statement)
    .filter((segment) => segment.kind !== 'comment')
    .map((segment) => (segment.kind === 'code' ? segment.text : ' x '))
    .join('')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Statements a package may not run: those that end, nest or change the read-only transaction it runs
 * in, and COPY (it could write files on the database server). Everything else goes to PostgreSQL,
 * which refuses writes itself inside the read-only transaction. The first word (or words) refused, or
 * undefined.
 */
export function refusedStatement(statement: string): string | undefined {
  const code = codeOf(statement);
  const first = /^[a-z_]+/.exec(code)?.[0] ?? '';
  const refused = new Set([
    'begin',
    'start',
    'commit',
    'end',
    'rollback',
    'abort',
    'savepoint',
    'release',
    'prepare',
    'copy',
    'discard',
    'checkpoint',
    'vacuum',
  ]);
  if (refused.has(first)) return first.toUpperCase();
  const setting =
    /^set (session characteristics|session authorization|role|(session |local )?(transaction|default_transaction_read_only|transaction_read_only)\b)/.exec(
      code,
    );
  if (setting) return `SET ${setting[1]!.toUpperCase()}`;
  return undefined;
}

const PARAMETER = /@([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * SqlRender-style parameters: `{DEFAULT @name = value}` blocks give defaults, then every `@name` whose
 * name (case-insensitive) has a value is replaced, in code and in string literals as SqlRender does.
 * A parameter left without a value in the code fails the file; comments are left alone.
 */
export function renderParameters(
  sql: string,
  values: ReadonlyMap<string, string>,
): { ok: true; sql: string } | { ok: false; unknown: string[] } {
  const known = new Map(values);
  const withoutDefaults = sql.replace(
    /\{\s*DEFAULT\s+@([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([^}]*)\}/gi,
    (_block, name: string, value: string) => {
      if (!known.has(name.toLowerCase())) known.set(name.toLowerCase(), value.trim());
      return '';
    },
  );
  const unknown = new Set<string>();
  const rendered = lex(withoutDefaults)
    .map((segment) => {
      if (segment.kind === 'comment' || segment.kind === 'identifier') return segment.text;
      return segment.text.replace(PARAMETER, (match: string, name: string, offset: number, whole: string) => {
        // `@@`, `a@b`: an operator or part of a word, not a parameter.
        const before = whole[offset - 1];
        if (before === '@' || identifierChar(before)) return match;
        const value = known.get(name.toLowerCase());
        if (value !== undefined) return value;
        if (segment.kind === 'code') unknown.add(match);
        return match;
      });
    })
    .join('');
  return unknown.size > 0 ? { ok: false, unknown: [...unknown] } : { ok: true, sql: rendered };
}
