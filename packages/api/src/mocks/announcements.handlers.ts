import type { HttpHandler } from 'msw';
import type { MockDb } from './db.js';

export const announcementsHandlers = (_db: MockDb): HttpHandler[] => [];
