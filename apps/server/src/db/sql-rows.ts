import type { SQL } from 'drizzle-orm';
import type { Database } from './database.js';

/** Rows of plain SQL: both drivers answer `{ rows }`, which the shared Database type does not say. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
