import { inArray } from 'drizzle-orm';
import { notificationTexts, type NotificationType } from '@cdmnet/api/contract';
import type { Database } from './database.js';
import { notifications, projects, users } from './schema.js';

// A few notifications for the demo accounts, so the bell and /notification show something on a fresh
// start. The same texts as the MSW fixtures (packages/api/src/mocks/notifications.fixtures.ts).

interface DemoNotification {
  email: string;
  type: NotificationType;
  title: string;
  message: string;
  /** An in-app path; or, with `project`, the demo project of that name (its id is known only once seeded). */
  link: string | null;
  project?: string;
  checked: boolean;
  /** How long before the seeding it arrived. */
  minutesAgo: number;
}

const researcher = 'researcher@demo.cdmnet.kr';
const admitted = notificationTexts.membershipAdmitted('한빛대학교병원');

export const demoNotifications: DemoNotification[] = [
  {
    email: researcher,
    type: 'PROJECT',
    title: '분석 실행이 완료되었습니다.',
    message: "'심부전 재입원 위험 예측' 프로젝트의 실행 #12가 한빛대학교병원에서 성공적으로 끝났습니다.",
    link: null,
    project: '심부전 재입원 위험 예측',
    checked: false,
    minutesAgo: 40,
  },
  {
    email: researcher,
    type: 'PROJECT',
    title: '프로젝트에 초대되었습니다.',
    message: "박지현 님이 '당뇨병 약제 비교 효과 연구' 프로젝트에 초대했습니다.",
    link: null,
    project: '당뇨병 약제 비교 효과 연구',
    checked: false,
    minutesAgo: 60 * 19,
  },
  {
    email: researcher,
    type: 'ORGANIZATION',
    title: '새 공지사항이 등록되었습니다.',
    message: '[점검] 3월 정기 점검 안내',
    link: '/announcement/1',
    checked: false,
    minutesAgo: 60 * 49,
  },
  {
    email: researcher,
    type: 'PROJECT',
    title: 'IRB가 승인되었습니다.',
    message: "'심부전 재입원 위험 예측' 프로젝트의 IRB를 한빛대학교병원이 승인했습니다.",
    link: null,
    project: '심부전 재입원 위험 예측',
    checked: true,
    minutesAgo: 60 * 24 * 14,
  },
  {
    email: researcher,
    type: 'ORGANIZATION',
    ...admitted,
    link: '/profile',
    checked: true,
    minutesAgo: 60 * 24 * 31,
  },
  {
    email: 'partner@demo.cdmnet.kr',
    type: 'ORGANIZATION',
    title: admitted.title,
    message: '한빛대학교병원에 파트너 연구원으로 가입되었습니다.',
    link: '/profile',
    checked: true,
    minutesAgo: 60 * 24 * 32,
  },
];

/**
 * Inserts the demo notifications for the demo accounts that exist; call it in the seed's transaction,
 * after the demo projects (their links name them).
 */
export async function seedDemoNotifications(db: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const emails = [...new Set(demoNotifications.map((n) => n.email))];
  const ids = new Map(
    (
      await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const projectNames = [...new Set(demoNotifications.flatMap((n) => (n.project ? [n.project] : [])))];
  const projectIds = new Map(
    (
      await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(inArray(projects.name, projectNames))
    ).map((row) => [row.name, row.id]),
  );
  const now = Date.now();
  const rows = demoNotifications.flatMap(({ email, minutesAgo, project, ...notification }) => {
    const userId = ids.get(email);
    const projectId = project === undefined ? undefined : projectIds.get(project);
    const link = projectId === undefined ? notification.link : `/project/${projectId}`;
    return userId === undefined
      ? []
      : [{ ...notification, link, userId, createdAt: new Date(now - minutesAgo * 60_000) }];
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
