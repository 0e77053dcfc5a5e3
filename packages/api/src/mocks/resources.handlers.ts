import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export const resourcesHandlers = (_db: MockDb): HttpHandler[] => [];
