import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export const notificationsHandlers = (_db: MockDb): HttpHandler[] => [];
