import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export const dashboardHandlers = (_db: MockDb): HttpHandler[] => [];
