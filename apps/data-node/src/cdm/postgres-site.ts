import pg from 'pg';
import { RunStopped, type CdmDatabase, type ResultSet, type RunOptions } from './database.js';
import { DatabaseError } from './pglite-site.js';

// A hospital's own PostgreSQL holding its CDM (DATA_NODE_DATABASE_URL). Nothing is loaded or written:
// packages run in read-only transactions with a server-side statement timeout, and an abort cancels
// the running statement with pg_cancel_backend.

/** Every value as PostgreSQL prints it, as on PGlite. */
const rawText = { getTypeParser: () => (value: string) => value };

const QUERY_CANCELED = '57014';

interface PgFailure {
  message?: string;
  code?: string;
}

const failure = (error: unknown) => {
  const e = error as PgFailure;
  return new DatabaseError(e.message ?? String(error), e.code ?? null);
};

function shape(result: pg.QueryArrayResult): ResultSet {
  return {
    fields: result.fields.map((field) => ({ name: field.name, typeId: field.dataTypeID })),
    rows: result.rows as (string | null)[][],
  };
}

export class PostgresSiteDatabase implements CdmDatabase {
  readonly kind = 'postgres' as const;
  private readonly pool: pg.Pool;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 6, types: rawText });
    // An idle client losing its server must not end the process; the next query reports it.
    this.pool.on('error', () => undefined);
  }

  async query(sql: string, params: unknown[] = []): Promise<ResultSet> {
    try {
      return shape(await this.pool.query({ text: sql, values: params, rowMode: 'array' }));
    } catch (error) {
      throw failure(error);
    }
  }

  async runReadOnly(statements: string[], options: RunOptions): Promise<ResultSet | null> {
    const client = await this.pool.connect().catch((error: unknown) => {
      throw failure(error);
    });
    let aborted = false;
    let pid = 0;
    const onAbort = () => {
      aborted = true;
      void this.pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
    };
    try {
      const backend = await client.query<[number]>({ text: 'select pg_backend_pid()', rowMode: 'array' });
      pid = Number(backend.rows[0]?.[0]);
      await client.query('begin transaction read only');
      await client.query(`set local statement_timeout = ${Math.floor(options.timeoutMs)}`);
      if (options.signal.aborted) throw new RunStopped('aborted');
      options.signal.addEventListener('abort', onAbort, { once: true });
      let last: ResultSet | null = null;
      for (const statement of statements) {
        const result = await client.query({ text: statement, rowMode: 'array' });
        last = result.fields.length > 0 ? shape(result) : null;
      }
      return last;
    } catch (error) {
      if (error instanceof RunStopped) throw error;
      const e = error as PgFailure;
      if (e.code === QUERY_CANCELED) throw new RunStopped(aborted ? 'aborted' : 'timeout');
      throw failure(error);
    } finally {
      options.signal.removeEventListener('abort', onAbort);
      await client.query('rollback').catch(() => undefined);
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
