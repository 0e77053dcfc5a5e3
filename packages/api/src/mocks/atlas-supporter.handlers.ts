import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export function atlasSupporterHandlers(_db: MockDb): HttpHandler[] {
  return [];
}
