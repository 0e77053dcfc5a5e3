import {
  projectColors,
  projectPermissions,
  type InvitationState,
  type ProjectColor,
  type ProjectPermission,
  type ProjectRole,
  type ResearchPurpose,
  type OpenScope,
} from '../contract/enums.js';
import type { ProjectAccess, ProjectLogAction } from '../contract/projects.js';
import { fixtureAnalysisLog } from './analyses.fixtures.js';
import { fixtureIrbLog } from './irb.fixtures.js';

// The projects of the stories and unit tests: what the server's demo seed holds, in the shapes its
// services keep (apps/server/src/db/demo-projects.ts). Users by fixture id: 1 master 최고관리,
// 2 admin 박지현, 3 researcher 김민준, 4 partner 이서연, 5– the directory's researchers.

export interface MockProject {
  id: number;
  name: string;
  description: string;
  openScope: OpenScope;
  purpose: ResearchPurpose;
  color: ProjectColor;
  creatorId: number;
  createdAt: string;
  updatedAt: string;
}

export interface MockProjectMember {
  projectId: number;
  userId: number;
  role: ProjectRole;
  state: InvitationState;
  permissions: ProjectPermission[];
  invitedBy: number | null;
  invitedAt: string;
  respondedAt: string | null;
}

export interface MockProjectLogEntry {
  id: number;
  projectId: number;
  action: ProjectLogAction;
  actorId: number | null;
  subjectId: number | null;
  /** What changed, in the server's shapes (apps/server/src/services/project-members.ts, projects.ts). */
  detail: Record<string, unknown>;
  createdAt: string;
}

export interface ProjectsState {
  projects: MockProject[];
  projectMembers: MockProjectMember[];
  projectLog: MockProjectLogEntry[];
}

const at = (day: string, time = '09:30:00') => `${day}T${time}.000Z`;

const projects: MockProject[] = [
  {
    id: 1,
    name: '메트포르민과 설포닐우레아의 심혈관 안전성 비교',
    description: '제2형 당뇨병 환자에서 두 약제군의 주요 심혈관 사건 발생을 비교합니다.',
    openScope: 'PRIVATE',
    purpose: 'COMPARATIVE_EFFECTIVENESS',
    color: projectColors[0],
    creatorId: 3,
    createdAt: at('2026-09-01'),
    updatedAt: at('2026-10-14'),
  },
  {
    id: 2,
    name: '소아 천식 흡입 스테로이드 사용 양상',
    description: '만 12세 이하 천식 환자의 흡입 스테로이드 처방과 성장 지표를 살펴봅니다.',
    openScope: 'PUBLIC',
    purpose: 'SAFETY_SURVEILLANCE',
    color: projectColors[5],
    creatorId: 1,
    createdAt: at('2026-10-20'),
    updatedAt: at('2026-10-20'),
  },
  {
    id: 3,
    name: '고혈압 약물 순응도와 뇌졸중 위험',
    description: '',
    openScope: 'PRIVATE',
    purpose: 'OTHER',
    color: projectColors[3],
    creatorId: 3,
    createdAt: at('2026-11-02'),
    updatedAt: at('2026-11-02'),
  },
];

const member = (
  projectId: number,
  userId: number,
  role: ProjectRole,
  state: InvitationState,
  permissions: ProjectPermission[],
  invitedBy: number | null,
  invitedAt: string,
  respondedAt: string | null = state === 'PENDING' ? null : invitedAt,
): MockProjectMember => ({ projectId, userId, role, state, permissions, invitedBy, invitedAt, respondedAt });

const projectMembers: MockProjectMember[] = [
  member(1, 3, 'MANAGER', 'ACCEPTED', [...projectPermissions], null, at('2026-09-01')),
  member(
    1,
    2,
    'MEMBER',
    'ACCEPTED',
    ['IRB_REQUEST', 'EXECUTION_CREATE', 'EXECUTION_VIEW'],
    3,
    at('2026-09-03'),
  ),
  member(1, 5, 'MEMBER', 'PENDING', [], 3, at('2026-11-20')),
  member(1, 6, 'MEMBER', 'REJECTED', [], 3, at('2026-09-05'), at('2026-09-06')),
  member(2, 1, 'MANAGER', 'ACCEPTED', [...projectPermissions], null, at('2026-10-20')),
  member(2, 3, 'MEMBER', 'PENDING', [], 1, at('2026-11-18')),
  member(3, 3, 'MANAGER', 'ACCEPTED', [...projectPermissions], null, at('2026-11-02')),
  member(3, 4, 'MEMBER', 'ACCEPTED', ['EXECUTION_VIEW'], 3, at('2026-11-03'), at('2026-11-04')),
  member(3, 7, 'MEMBER', 'NEVER', [], 3, at('2026-11-03'), at('2026-11-05')),
];

/** The PROJECT_CREATED detail: the form as it was saved. */
const createdDetail = (id: number) => {
  const project = projects.find((p) => p.id === id);
  return {
    name: project?.name,
    openScope: project?.openScope,
    purpose: project?.purpose,
    color: project?.color,
  };
};

let logId = 0;
const log = (
  projectId: number,
  action: ProjectLogAction,
  actorId: number | null,
  subjectId: number | null,
  createdAt: string,
  detail: Record<string, unknown> = {},
): MockProjectLogEntry => ({ id: ++logId, projectId, action, actorId, subjectId, detail, createdAt });

const projectLog: MockProjectLogEntry[] = [
  log(1, 'PROJECT_CREATED', 3, null, at('2026-09-01'), createdDetail(1)),
  log(1, 'MEMBER_INVITED', 3, 2, at('2026-09-03'), { again: false }),
  log(1, 'INVITATION_ACCEPTED', 2, 2, at('2026-09-03', '11:02:00')),
  log(1, 'PERMISSIONS_CHANGED', 3, 2, at('2026-09-04'), {
    permissions: ['IRB_REQUEST', 'EXECUTION_CREATE', 'EXECUTION_VIEW'],
    from: [],
  }),
  log(1, 'MEMBER_INVITED', 3, 6, at('2026-09-05'), { again: false }),
  log(1, 'INVITATION_DECLINED', 6, 6, at('2026-09-06'), { never: false }),
  log(1, 'PROJECT_MODIFIED', 3, null, at('2026-10-14'), {
    from: { description: '' },
    to: { description: projects[0]?.description },
  }),
  log(1, 'MEMBER_INVITED', 3, 5, at('2026-11-20'), { again: false }),
  log(2, 'PROJECT_CREATED', 1, null, at('2026-10-20'), createdDetail(2)),
  log(2, 'MEMBER_INVITED', 1, 3, at('2026-11-18'), { again: false }),
  log(3, 'PROJECT_CREATED', 3, null, at('2026-11-02'), createdDetail(3)),
  log(3, 'MEMBER_INVITED', 3, 4, at('2026-11-03'), { again: false }),
  log(3, 'MEMBER_INVITED', 3, 7, at('2026-11-03'), { again: false }),
  log(3, 'INVITATION_ACCEPTED', 4, 4, at('2026-11-04')),
  log(3, 'INVITATION_DECLINED', 7, 7, at('2026-11-05'), { never: true }),
  // The analyses' and IRB requests' trail (analyses.fixtures.ts, irb.fixtures.ts), numbered after the above.
  ...[...fixtureAnalysisLog, ...fixtureIrbLog].map((e) =>
    log(e.projectId, e.action, e.actorId, null, e.createdAt, e.detail),
  ),
];

export function createProjectsState(): ProjectsState {
  return structuredClone({ projects, projectMembers, projectLog });
}

/** A user's row in a project, whatever its state. */
export const membershipOf = (state: ProjectsState, projectId: number, userId: number) =>
  state.projectMembers.find((m) => m.projectId === projectId && m.userId === userId);

/** What the server's policy module answers for a row: managers hold every permission. */
export const accessOf = (row: MockProjectMember): ProjectAccess => ({
  state: row.state,
  role: row.role,
  permissions: row.role === 'MANAGER' ? [...projectPermissions] : row.permissions,
});
