import { z } from 'zod/mini';
import { orgAdminMessages as t } from './orgadmin.ko.js';

/** Whether `value` is a real calendar day written `YYYY-MM-DD` (not 2026-13-01 or 2026-02-31). */
const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};

/**
 * A day as `YYYY-MM-DD` (history, log and IRB dates). One check, so one message. A module of its own:
 * the project calls' contract needs it, and a page showing projects should not load the
 * organisation admin's schemas for it.
 */
export const dateOnly = z.string().check(z.refine(isCalendarDay, { error: t.dateInvalid }));
