import { and, count, desc, eq } from 'drizzle-orm';
import type { Envelope, NotificationPage, ProjectSummary } from '@cdmnet/api/contract';
import { auditLog, projects, users } from '../src/db/schema.js';
import { callerFor, type TestApp } from './test-app.js';

// What the project test files share. The demo (db/demo-projects.ts): 김민준 (researcher@) manages
// 심부전 재입원 위험 예측 with 한도윤 and 오서준 accepted and 신민재 invited; 박지현 (admin@) invited him to
// 당뇨병 약제 비교 효과 연구; he is a member of 송태민's 항암제 이상반응 감시, which 노은서 declined.

export const RESEARCHER = 'researcher@demo.cdmnet.kr';
export const ADMIN = 'admin@demo.cdmnet.kr';
export const MASTER = 'master@demo.cdmnet.kr';
export const PARTNER = 'partner@demo.cdmnet.kr';
export const DOYUN = 'doyun.han@hanbit-hospital.kr';
export const SEOJUN = 'seojun.oh@hanbit-hospital.kr';
export const MINJAE = 'minjae.shin@sjmc.or.kr';
export const TAEMIN = 'taemin.song@haeorum.kr';

export const HEART = '심부전 재입원 위험 예측';
export const DIABETES = '당뇨병 약제 비교 효과 연구';
export const ONCOLOGY = '항암제 이상반응 감시';

export const form = (name: string, extra: object = {}) => ({
  name,
  description: '설명',
  openScope: 'PRIVATE',
  purpose: 'OTHER',
  color: '#0F766E',
  ...extra,
});

export function projectHelpers(t: () => TestApp) {
  const { call, cookieOf } = callerFor(t);

  const idOf = async (email: string) => {
    const [row] = await t().db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  const projectIdOf = async (name: string) => {
    const [row] = await t().db.select({ id: projects.id }).from(projects).where(eq(projects.name, name));
    if (!row) throw new Error(`no project ${name}`);
    return row.id;
  };

  /** Creates a project through the API and answers its id. */
  const create = async (email: string, name: string) => {
    const res = await call('POST', '/api/v1/projects/create', email, form(name));
    if (res.statusCode !== 200) throw new Error(`creating ${name} failed: ${res.body}`);
    return res.json<Envelope<ProjectSummary>>().content.id;
  };

  const content = async <C>(
    method: Parameters<typeof call>[0],
    url: string,
    email: string,
    payload?: unknown,
  ) => (await call(method, url, email, payload)).json<Envelope<C>>().content;

  /** The user's latest notifications (one page of the most the list gives). */
  const notificationsOf = async (email: string) =>
    (await content<NotificationPage>('GET', '/api/v1/notifications?size=50', email)).items;

  /** The project's audit rows, newest first. */
  const auditsOf = (projectId: number, action?: string) =>
    t()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.projectId, projectId), action ? eq(auditLog.action, action) : undefined))
      .orderBy(desc(auditLog.id));

  const auditCount = async (projectId: number) => {
    const [row] = await t().db.select({ n: count() }).from(auditLog).where(eq(auditLog.projectId, projectId));
    return row?.n ?? 0;
  };

  return { call, cookieOf, idOf, projectIdOf, create, content, notificationsOf, auditsOf, auditCount };
}
