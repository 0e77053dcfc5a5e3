import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export function atlasSearchHandlers(_db: MockDb): HttpHandler[] {
  return [];
}
