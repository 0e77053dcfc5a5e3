import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export const contactHandlers = (_db: MockDb): HttpHandler[] => [];
