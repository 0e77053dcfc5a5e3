import { eq, gt, inArray, max, sql } from 'drizzle-orm';
import type {
  InvitationState,
  ProjectColor,
  ProjectPermission,
  OpenScope,
  ResearchPurpose,
} from '@cdmnet/api/contract';
import {
  acceptInvitation,
  declineInvitation,
  inviteMember,
  setMemberPermissions,
} from '../services/project-members.js';
import { createProject, type Transaction } from '../services/projects.js';
import { auditLog, notifications, projectMembers, projects, users } from './schema.js';

// Demo projects, made through the project services so their members, invitations and log are what
// the app itself writes. 김민준 (researcher@) manages one with members of varied permissions, is invited
// to 박지현's (PENDING: the invitation screen), and is a member of a third, where another invitee
// declined. The partner account (partner@) is in none of them: an end-to-end test invites it afresh.

interface DemoMember {
  email: string;
  /** What they answered; ACCEPTED members get `permissions`. */
  state: InvitationState;
  permissions?: ProjectPermission[];
}

interface DemoProject {
  creator: string;
  name: string;
  description: string;
  openScope: OpenScope;
  purpose: ResearchPurpose;
  color: ProjectColor;
  members: DemoMember[];
  /** How long before the seeding it was made. */
  daysAgo: number;
}

const RESEARCHER = 'researcher@demo.cdmnet.kr';

export const demoProjects: DemoProject[] = [
  {
    creator: 'taemin.song@haeorum.kr',
    name: '항암제 이상반응 감시',
    description: '표적항암제 투여 환자의 간독성·심독성 이상반응을 기관별로 감시합니다.',
    openScope: 'PRIVATE',
    purpose: 'SAFETY_SURVEILLANCE',
    color: '#7E22CE',
    members: [
      { email: 'haeun.yoo@haeorum.kr', state: 'ACCEPTED', permissions: ['EXECUTION_VIEW', 'IRB_REQUEST'] },
      { email: RESEARCHER, state: 'ACCEPTED', permissions: ['EXECUTION_VIEW'] },
      { email: 'eunseo.noh@haeorum.kr', state: 'REJECTED' },
    ],
    daysAgo: 45,
  },
  {
    creator: RESEARCHER,
    name: '심부전 재입원 위험 예측',
    description: '심부전으로 입원한 환자의 30일 내 재입원 위험을 예측하는 모형을 기관별 CDM으로 검증합니다.',
    openScope: 'PRIVATE',
    purpose: 'OTHER',
    color: '#B91C1C',
    members: [
      {
        email: 'doyun.han@hanbit-hospital.kr',
        state: 'ACCEPTED',
        permissions: ['IRB_REQUEST', 'EXECUTION_CREATE', 'EXECUTION_VIEW', 'EXECUTION_CANCEL'],
      },
      { email: 'seojun.oh@hanbit-hospital.kr', state: 'ACCEPTED', permissions: ['EXECUTION_VIEW'] },
      { email: 'minjae.shin@sjmc.or.kr', state: 'PENDING' },
    ],
    daysAgo: 30,
  },
  {
    creator: 'admin@demo.cdmnet.kr',
    name: '당뇨병 약제 비교 효과 연구',
    description: 'SGLT2 억제제와 DPP-4 억제제의 심혈관 사건 발생을 비교합니다.',
    openScope: 'PUBLIC',
    purpose: 'COMPARATIVE_EFFECTIVENESS',
    color: '#2563EB',
    members: [
      {
        email: 'haneul.jung@hanbit-hospital.kr',
        state: 'ACCEPTED',
        permissions: ['EXECUTION_CREATE', 'EXECUTION_VIEW'],
      },
      { email: RESEARCHER, state: 'PENDING' },
    ],
    daysAgo: 2,
  },
];

/** Moves a seeded project's times back, so the lists and the log read like a project's history. */
async function backdate(tx: Transaction, projectId: number, days: number) {
  const by = sql`make_interval(days => ${days})`;
  await tx
    .update(projects)
    .set({ createdAt: sql`${projects.createdAt} - ${by}`, updatedAt: sql`${projects.updatedAt} - ${by}` })
    .where(eq(projects.id, projectId));
  await tx
    .update(projectMembers)
    .set({
      invitedAt: sql`${projectMembers.invitedAt} - ${by}`,
      respondedAt: sql`${projectMembers.respondedAt} - ${by}`,
    })
    .where(eq(projectMembers.projectId, projectId));
  await tx
    .update(auditLog)
    .set({ createdAt: sql`${auditLog.createdAt} - ${by}` })
    .where(eq(auditLog.projectId, projectId));
}

/**
 * Seeds the demo projects through the services. Call it inside the seed's transaction, after the demo
 * users exist. The notifications those services send are taken back: the demo accounts' notifications
 * are demo-notifications.ts's, which the web app's fixtures and end-to-end tests count on.
 */
export async function seedDemoProjects(tx: Transaction): Promise<void> {
  const emails = [...new Set(demoProjects.flatMap((p) => [p.creator, ...p.members.map((m) => m.email)]))];
  const ids = new Map(
    (
      await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))
    ).map((row) => [row.email, row.id]),
  );
  const idOf = (email: string) => {
    const id = ids.get(email);
    if (id === undefined) throw new Error(`demo project user ${email} is missing`);
    return id;
  };
  const [before] = await tx.select({ last: max(notifications.id) }).from(notifications);

  for (const demo of demoProjects) {
    const creatorId = idOf(demo.creator);
    const { members, creator: _creator, daysAgo, ...form } = demo;
    const project = await createProject(tx, creatorId, form);
    for (const member of members) {
      const userId = idOf(member.email);
      await inviteMember(tx, creatorId, project.id, userId);
      if (member.state === 'ACCEPTED') {
        await acceptInvitation(tx, userId, project.id);
        if (member.permissions?.length) {
          await setMemberPermissions(tx, creatorId, project.id, userId, member.permissions);
        }
      } else if (member.state === 'REJECTED' || member.state === 'NEVER') {
        await declineInvitation(tx, userId, project.id, member.state === 'NEVER');
      }
    }
    await backdate(tx, project.id, daysAgo);
  }

  await tx.delete(notifications).where(gt(notifications.id, before?.last ?? 0));
}
