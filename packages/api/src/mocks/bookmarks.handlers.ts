import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export function bookmarksHandlers(_db: MockDb): HttpHandler[] {
  return [];
}
