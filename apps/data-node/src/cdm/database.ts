/** Rows as PostgreSQL prints them (text, or null), with each column's name and type id. */
export interface ResultSet {
  fields: { name: string; typeId: number }[];
  rows: (string | null)[][];
}

export interface RunOptions {
  timeoutMs: number;
  /** Aborting it stops the running statement. */
  signal: AbortSignal;
}

/** A run that did not finish: asked to stop, or over the statement timeout. */
export class RunStopped extends Error {
  constructor(readonly reason: 'aborted' | 'timeout') {
    super(reason);
  }
}

/** A site's CDM database: embedded PGlite, or the hospital's PostgreSQL. */
export interface CdmDatabase {
  readonly kind: 'pglite' | 'postgres';
  /** A short parametrised query (the WebAPI's). */
  query(sql: string, params?: unknown[]): Promise<ResultSet>;
  /**
   * A package file's statements in one read-only transaction (always rolled back), with the statement
   * timeout; the last statement's rows, or null when it returned none. Rejects with RunStopped.
   */
  runReadOnly(statements: string[], options: RunOptions): Promise<ResultSet | null>;
  close(): Promise<void>;
}

/** The rows as objects keyed by column name. */
export function rowObjects(result: ResultSet): Record<string, string | null>[] {
  return result.rows.map((row) =>
    Object.fromEntries(result.fields.map((field, i) => [field.name, row[i] ?? null])),
  );
}

export async function schemaExists(db: CdmDatabase, schema: string): Promise<boolean> {
  const result = await db.query('select 1 from pg_namespace where nspname = $1', [schema]);
  return result.rows.length > 0;
}
