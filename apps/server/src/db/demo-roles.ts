import { inArray } from 'drizzle-orm';
import type { ResearchRole } from '@cdmnet/api/contract';
import { changeMasterRoles } from '../services/master-members.js';
import type { Transaction } from '../services/projects.js';
import { users } from './schema.js';

// Research roles the platform admin granted (domain.md "Actors"), given through the master's own
// service so each grant is in the log as the master's. Seeded before the demo analyses, whose
// role-gated ones need their authors' roles.

const MASTER = 'master@demo.cdmnet.kr';

/** 한빛대학교병원's data staffer, 강지우: the demo's ATLAS supporter (README "Demo accounts"). */
export const DEMO_ATLAS_SUPPORTER = 'jiwoo.kang@hanbit-hospital.kr';

/**
 * 김민준 writes advanced analyses and ML (not FL) and 송태민 ML, as the demo analyses need; 강지우, who
 * looks after 한빛's ATLAS, copies designs between the RFZ hospitals' ATLASes without waiting for a grant.
 */
export const demoRoles: [email: string, roles: ResearchRole[]][] = [
  ['researcher@demo.cdmnet.kr', ['ADVANCED_ANALYSIS', 'ML']],
  ['taemin.song@haeorum.kr', ['ML']],
  [DEMO_ATLAS_SUPPORTER, ['ATLAS_SUPPORTER']],
];

/** Grants the demo's research roles. Call it inside the seed's transaction, after the demo users. */
export async function seedDemoRoles(tx: Transaction): Promise<void> {
  const emails = [MASTER, ...demoRoles.map(([email]) => email)];
  const rows = await tx
    .select({ email: users.email, id: users.id })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (email: string) => {
    const row = rows.find((r) => r.email === email);
    if (!row) throw new Error(`demo roles: no user ${email}`);
    return row.id;
  };
  for (const [email, roles] of demoRoles) {
    await changeMasterRoles(tx, idOf(MASTER), idOf(email), roles);
  }
}
