import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IrbOrgStatus, IrbRequest } from '@cdmnet/api/contract';
import { seedDemoIrb } from '../src/db/demo-irb.js';
import { auditLog, files, irbRequests, notifications, users } from '../src/db/schema.js';
import { sweepIrbExpiry } from '../src/services/irb-expiry.js';
import { day, HAEORUM, HANBIT, irbHelpers, SJMC } from './irb-helpers.js';
import { ADMIN, DOYUN, HEART, ONCOLOGY, RESEARCHER, SEOJUN, TAEMIN } from './project-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// The demo IRB records (db/demo-irb.ts), seeded afresh here over the demo projects with their target
// organisations given by the test (so this holds whether or not the demo analyses give them already).

let t: TestApp;
const { content, projectIdOf, orgIdOf, target, clearIrb } = irbHelpers(() => t);
let heart: number;
let oncology: number;
let hanbit: number;
let newNotifications: { userId: number; title: string; createdAt: Date }[];

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  [heart, oncology] = await Promise.all([projectIdOf(HEART), projectIdOf(ONCOLOGY)]);
  hanbit = await orgIdOf(HANBIT);
  await clearIrb();
  await t.db.delete(auditLog).where(eq(auditLog.targetType, 'irb_request'));
  await target(heart, [HANBIT, SJMC, HAEORUM]);
  await target(oncology, [HANBIT, HAEORUM]);
  const [before] = await t.db.select({ last: max(notifications.id) }).from(notifications);
  await t.db.transaction((tx) => seedDemoIrb(tx));
  newNotifications = await t.db
    .select({ userId: notifications.userId, title: notifications.title, createdAt: notifications.createdAt })
    .from(notifications)
    .where(gt(notifications.id, before?.last ?? 0));
});
afterAll(() => t.close());

describe('the demo IRB records', () => {
  it('give 심부전 재입원 위험 예측 an approval ending within the month, a request waiting and an approval after a rejection', async () => {
    const orgs = await content<IrbOrgStatus[]>('GET', `/api/v1/projects/${heart}/irb/orgs`, RESEARCHER);
    expect(orgs.map((o) => [o.orgName, o.state, o.validUntil])).toEqual([
      [HAEORUM, 'APPROVED', day(345)],
      [SJMC, 'PENDING', null],
      [HANBIT, 'APPROVED', day(20)],
    ]);
    const list = await content<IrbRequest[]>('GET', `/api/v1/projects/${heart}/irb`, RESEARCHER);
    expect(list.map((r) => [r.orgName, r.state, r.requestedByName, r.decidedByName])).toEqual([
      [SJMC, 'PENDING', '김민준', null],
      [HANBIT, 'APPROVED', '한도윤', '박지현'],
      [HAEORUM, 'APPROVED', '한도윤', '송태민'],
      [HAEORUM, 'REJECTED', '한도윤', '송태민'],
    ]);
    expect(list[3]?.reason).toMatch(/다시 요청해 주십시오\.$/);
    expect(list[3]?.history.map((e) => e.state)).toEqual(['PENDING', 'REJECTED']);
  });

  it('give 항암제 이상반응 감시 an expired approval and a request waiting at 한빛대학교병원, for its admin', async () => {
    const list = await content<IrbRequest[]>('GET', `/api/v1/projects/${oncology}/irb`, TAEMIN);
    expect(list.map((r) => [r.orgName, r.state])).toEqual([
      [HANBIT, 'PENDING'],
      [HAEORUM, 'EXPIRED'],
    ]);
    expect(list[1]?.validUntil).toBe(day(-5));
    expect(list[1]?.history.map((e) => e.state)).toEqual(['PENDING', 'APPROVED', 'EXPIRED']);
    const waiting = await content<IrbRequest[]>('GET', `/api/v1/orgs/${hanbit}/research/permissions`, ADMIN);
    expect(waiting.map((r) => r.project.name)).toEqual([ONCOLOGY]);
  });

  it('are dated as a history: asked, decided and expired in order, days ago, and logged then', async () => {
    const now = Date.now();
    const rows = await t.db.select().from(irbRequests);
    for (const row of rows) {
      expect(row.requestedAt.getTime()).toBeLessThan(now - 0.5 * DAY_MS);
      if (row.decidedAt) expect(row.decidedAt.getTime()).toBeGreaterThan(row.requestedAt.getTime());
      if (row.expiredAt) expect(row.expiredAt.getTime()).toBeGreaterThan(row.decidedAt?.getTime() ?? 0);
    }
    const logs = await t.db
      .select({ createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'irb_request'));
    expect(logs.length).toBe(rows.length + rows.filter((r) => r.decidedAt).length + 1);
    for (const log of logs) expect(log.createdAt.getTime()).toBeLessThan(now - 0.5 * DAY_MS);
  });

  it('keep one notification on purpose: the expiry notice to 심부전’s members, dated when it was sent', async () => {
    const members = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [RESEARCHER, DOYUN, SEOJUN]));
    expect(newNotifications.map((n) => n.title)).toEqual(Array(3).fill('IRB 승인이 곧 만료됩니다.'));
    expect(newNotifications.map((n) => n.userId).sort()).toEqual(members.map((m) => m.id).sort());
    for (const n of newNotifications) {
      expect(Math.round((Date.now() - n.createdAt.getTime()) / DAY_MS)).toBe(10);
    }
  });

  it('are as the daily job leaves them: a run now changes nothing', async () => {
    expect(await sweepIrbExpiry(t.db)).toEqual({ noticed: [], expired: [] });
  });

  it('carry approval documents that are well-formed PDFs', async () => {
    const documents = await t.db
      .select({ content: files.content, restricted: files.restricted })
      .from(irbRequests)
      .innerJoin(files, eq(files.id, irbRequests.documentFileId))
      .where(and(eq(irbRequests.projectId, heart), eq(irbRequests.state, 'APPROVED')));
    for (const { content: bytes, restricted } of documents) {
      expect(restricted).toBe(true);
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      // startxref points at the table, and every entry at its object.
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(xref, xref + 4)).toBe('xref');
      const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
      expect(offsets).toHaveLength(5);
      offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    }
  });
});
