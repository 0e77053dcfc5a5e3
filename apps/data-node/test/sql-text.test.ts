import { describe, expect, it } from 'vitest';
import { refusedStatement, renderParameters, splitStatements } from '../src/engine/sql-text.js';

describe('splitting a script into statements', () => {
  it('splits on semicolons outside strings, identifiers, dollar quotes and comments', () => {
    const script = `
      -- a comment; not a statement
      select 'a;b' as "x;y", $$c;d$$ as z, $tag$ e; $$ f $tag$ as w; /* block; /* nested; */ still */
      select E'it\\'s;' as e;
      ;
      -- trailing comment only`;
    expect(splitStatements(script)).toEqual([
      `-- a comment; not a statement
      select 'a;b' as "x;y", $$c;d$$ as z, $tag$ e; $$ f $tag$ as w`,
      `/* block; /* nested; */ still */
      select E'it\\'s;' as e`,
    ]);
  });

  it('keeps positional parameters and identifiers with $ as code', () => {
    expect(splitStatements('select a$b, $1 from t; select 2')).toEqual(['select a$b, $1 from t', 'select 2']);
  });
});

describe('SqlRender-style parameters', () => {
  const values = new Map([
    ['cdm_database_schema', 'cdm'],
    ['target_cohort_id', '2'],
  ]);

  it('replaces known names case-insensitively, in code and strings, not in comments', () => {
    const rendered = renderParameters(
      "select * from @CDM_database_schema.person -- @cdm_database_schema\nwhere x = '@target_cohort_id'",
      values,
    );
    expect(rendered).toEqual({
      ok: true,
      sql: "select * from cdm.person -- @cdm_database_schema\nwhere x = '2'",
    });
  });

  it('takes {DEFAULT @name = value} blocks', () => {
    expect(renderParameters('{DEFAULT @window = 365}\nselect @window as w', values)).toEqual({
      ok: true,
      sql: '\nselect 365 as w',
    });
  });

  it('names parameters left without a value; operators and e-mail addresses are not parameters', () => {
    expect(
      renderParameters("select @a, @b, @a from t where x @> y and 'me@hospital.kr' = s and t @@ q", values),
    ).toEqual({
      ok: false,
      unknown: ['@a', '@b'],
    });
  });
});

describe('statements that would leave the read-only transaction', () => {
  it.each([
    ['commit', 'COMMIT'],
    ['  /* x */ ROLLBACK', 'ROLLBACK'],
    ['begin', 'BEGIN'],
    ['start transaction read write', 'START'],
    ['end', 'END'],
    ['savepoint a', 'SAVEPOINT'],
    ["copy cdm.person to '/tmp/x'", 'COPY'],
    ['set session characteristics as transaction read write', 'SET SESSION CHARACTERISTICS'],
    ['set default_transaction_read_only = off', 'SET DEFAULT_TRANSACTION_READ_ONLY'],
    ['SET SESSION transaction_read_only TO off', 'SET SESSION TRANSACTION_READ_ONLY'],
    ['set role postgres', 'SET ROLE'],
  ])('refuses %s', (statement, keyword) => {
    expect(refusedStatement(statement)).toBe(keyword);
  });

  it.each([
    'select 1',
    'with x as (select 1) select * from x',
    'set local work_mem = 1024',
    'insert into t values (1)',
  ])('leaves %s to PostgreSQL', (statement) => {
    expect(refusedStatement(statement)).toBeUndefined();
  });
});
