import { eq, inArray } from 'drizzle-orm';
import { orgUserPrivilegeLabels } from '@cdmnet/api/contract';
import { notices } from '../services/notices.js';
import type { NotificationEvent } from '../services/notifications.js';
import type { Database } from './database.js';
import { announcements, irbRequests, notifications, organizations, projects, users } from './schema.js';

// A few notifications for the demo accounts, so the bell and /notification show something on a fresh
// start. Each is what the services would have sent about a thing the demo seed really made (an IRB
// decision, an invitation, an announcement), made by the same notices, so it reads like a new one and
// opens the same screen. demo-irb.ts adds the one the daily job sent (an approval ending soon).

type Db = Pick<Database, 'select' | 'insert'>;

/** The ids a demo notification names, looked up once the rest of the demo is seeded. */
interface Seeded {
  projectId: (name: string) => number | undefined;
  userId: (email: string) => number | undefined;
  orgId: (name: string) => number | undefined;
  announcementId: (title: string) => number | undefined;
  /** The last IRB request of `project` to `org`, with its requester's name. */
  irb: (project: string, org: string) => { id: number; validUntil: string; requester: string } | undefined;
}

interface DemoNotification {
  email: string;
  /** The notice, or nothing when what it is about was not seeded. */
  notice: (seeded: Seeded) => NotificationEvent | undefined;
  checked: boolean;
  /** Its subject was decided meanwhile (the 처리됨 badge). */
  done?: boolean;
  /** How long before the seeding it arrived. */
  minutesAgo: number;
}

const HEART = '심부전 재입원 위험 예측';
const ONCOLOGY = '항암제 이상반응 감시';
const DIABETES = '당뇨병 약제 비교 효과 연구';
const HANBIT = '한빛대학교병원';
const HAEORUM = '부산해오름병원';
const DAY = 60 * 24;
const researcher = 'researcher@demo.cdmnet.kr';
const admin = 'admin@demo.cdmnet.kr';

/** Told that `org` approved `project`'s IRB, as the project's members were (demo-irb.ts decided it). */
const irbApproved =
  (project: string, org: string) =>
  ({ projectId, irb }: Seeded) => {
    const id = projectId(project);
    const approval = irb(project, org);
    return id === undefined || approval === undefined
      ? undefined
      : notices.irbApproved(id, project, org, approval.validUntil);
  };

/** Told that `project` asked `org` for IRB approval, as the organisation's admins were. */
const irbRequested =
  (project: string, org: string) =>
  ({ orgId, irb }: Seeded) => {
    const id = orgId(org);
    const request = irb(project, org);
    return id === undefined || request === undefined
      ? undefined
      : notices.irbRequested(request.id, project, id, org, request.requester);
  };

export const demoNotifications: DemoNotification[] = [
  {
    email: researcher,
    notice: ({ projectId, userId }) => {
      const id = projectId(DIABETES);
      const invitee = userId(researcher);
      return id === undefined || invitee === undefined
        ? undefined
        : notices.invited(id, DIABETES, invitee, '박지현');
    },
    checked: false,
    minutesAgo: 60 * 19,
  },
  {
    email: researcher,
    notice: ({ announcementId }) => {
      const id = announcementId('정기 점검 안내');
      return id === undefined ? undefined : notices.announcementPosted(id, '정기 점검 안내');
    },
    checked: false,
    minutesAgo: 60 * 49,
  },
  { email: researcher, notice: irbApproved(HEART, HANBIT), checked: true, minutesAgo: 14 * DAY },
  { email: researcher, notice: irbApproved(HEART, HAEORUM), checked: false, minutesAgo: 19 * DAY },
  {
    email: researcher,
    notice: () => notices.membershipApproved(HANBIT, orgUserPrivilegeLabels.ORG_RESEARCHER),
    checked: true,
    minutesAgo: 31 * DAY,
  },
  {
    email: 'partner@demo.cdmnet.kr',
    notice: () => notices.membershipApproved(HANBIT, orgUserPrivilegeLabels.ORG_PARTNER),
    checked: true,
    minutesAgo: 32 * DAY,
  },
  // 박지현 decides 한빛's IRB requests: one waits, the one she approved is done.
  { email: admin, notice: irbRequested(ONCOLOGY, HANBIT), checked: false, minutesAgo: DAY },
  {
    email: admin,
    notice: irbRequested(HEART, HANBIT),
    checked: true,
    done: true,
    minutesAgo: 16 * DAY,
  },
];

const lookup = <K>(rows: readonly { key: K; id: number }[]) => {
  const ids = new Map(rows.map((row) => [row.key, row.id]));
  return (key: K) => ids.get(key);
};

async function seededIds(db: Db): Promise<Seeded> {
  const irbRows = await db
    .select({
      id: irbRequests.id,
      project: projects.name,
      org: organizations.name,
      validUntil: irbRequests.validUntil,
      requester: users.name,
    })
    .from(irbRequests)
    .innerJoin(projects, eq(projects.id, irbRequests.projectId))
    .innerJoin(organizations, eq(organizations.id, irbRequests.orgId))
    .innerJoin(users, eq(users.id, irbRequests.requestedBy));
  const emails = [...new Set(demoNotifications.map((n) => n.email))];
  return {
    projectId: lookup(await db.select({ key: projects.name, id: projects.id }).from(projects)),
    userId: lookup(
      await db.select({ key: users.email, id: users.id }).from(users).where(inArray(users.email, emails)),
    ),
    orgId: lookup(await db.select({ key: organizations.name, id: organizations.id }).from(organizations)),
    announcementId: lookup(
      await db.select({ key: announcements.title, id: announcements.id }).from(announcements),
    ),
    // The last request of a project to an organisation (a refused one may come before it).
    irb: (project, org) => {
      const row = irbRows
        .filter((r) => r.project === project && r.org === org)
        .sort((a, b) => b.id - a.id)[0];
      return row && { id: row.id, validUntil: row.validUntil, requester: row.requester };
    },
  };
}

/**
 * Inserts the demo notifications for the demo accounts that exist; call it in the seed's transaction,
 * after the demo projects, IRB requests and announcements (the notices name them).
 */
export async function seedDemoNotifications(db: Db): Promise<void> {
  const seeded = await seededIds(db);
  const now = Date.now();
  const rows = demoNotifications.flatMap(({ email, notice, checked, done, minutesAgo }) => {
    const userId = seeded.userId(email);
    const event = notice(seeded);
    if (userId === undefined || event === undefined) return [];
    const createdAt = new Date(now - minutesAgo * 60_000);
    return [
      {
        userId,
        type: event.type,
        title: event.title,
        message: event.message ?? '',
        link: event.link ?? null,
        subject: event.subject ?? null,
        checked,
        doneAt: done ? createdAt : null,
        createdAt,
      },
    ];
  });
  if (rows.length > 0) await db.insert(notifications).values(rows);
}
