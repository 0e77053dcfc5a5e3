import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectAccess } from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { organizations, resultRequests } from '../db/schema.js';
import { dataAccessLevelOf, levelAllows } from './organizations.js';
import { mayDo } from './projects.js';

// Who may see and who may take an execution's results (domain.md "What leaves a hospital": VIEW is
// seeing, DELIVERY is taking): a member with the project's permission and the organisation's level (V to
// see in place, D to take bytes out: a download, a zip, the FNET package, Shiny), or whose own request
// the organisation approved (any approved request opens viewing; DELIVERY, or VIEW approved with
// delivery, opens taking). Executions, their files, FNET packages and the combined view all ask here.

type Reader = Pick<Database, 'select'>;

export interface ResultRights {
  /** Seeing the results inside the platform: the file list, the viewer, the combined view. */
  view: boolean;
  /**
   * The organisation lets the caller take the results out (EVD, or an approved DELIVERY request, or a
   * VIEW request approved with delivery). A download also needs `view`; each delivery channel its
   * project permission.
   */
  deliver: boolean;
}

export interface ExecutionKey {
  id: number;
  orgId: number | null;
}

/** The caller's rights on each execution's results, by execution id. */
export async function resultRightsOf(
  db: Reader,
  userId: number,
  access: ProjectAccess | null,
  list: readonly ExecutionKey[],
): Promise<Map<number, ResultRights>> {
  const rights = new Map<number, ResultRights>();
  const mayView = mayDo(access, 'EXECUTION_VIEW');
  const mayDeliverAny = mayDo(access, 'DELIVERY_FNET') || mayDo(access, 'DELIVERY_SHINY');
  if (list.length === 0 || (!mayView && !mayDeliverAny)) {
    for (const execution of list) rights.set(execution.id, { view: false, deliver: false });
    return rights;
  }
  const orgIds = [
    ...new Set(list.flatMap((execution) => (execution.orgId === null ? [] : [execution.orgId]))),
  ];
  const levels = new Map<number, Awaited<ReturnType<typeof dataAccessLevelOf>>>();
  if (orgIds.length > 0) {
    const orgs = await db
      .select({
        id: organizations.id,
        rfzLevel: organizations.rfzLevel,
        researcherLevel: organizations.researcherLevel,
        partnerLevel: organizations.partnerLevel,
      })
      .from(organizations)
      .where(inArray(organizations.id, orgIds));
    for (const org of orgs) levels.set(org.id, await dataAccessLevelOf(db, userId, org));
  }
  const approved = await db
    .select({
      executionId: resultRequests.executionId,
      kind: resultRequests.kind,
      withDelivery: resultRequests.withDelivery,
    })
    .from(resultRequests)
    .where(
      and(
        eq(resultRequests.requestedBy, userId),
        eq(resultRequests.state, 'APPROVED'),
        inArray(
          resultRequests.executionId,
          list.map((execution) => execution.id),
        ),
      ),
    );
  for (const execution of list) {
    const level = execution.orgId === null ? 'NONE' : (levels.get(execution.orgId) ?? 'NONE');
    const mine = approved.filter((row) => row.executionId === execution.id);
    const delivers =
      levelAllows(level, 'EVD') ||
      mine.some((row) => row.kind === 'DELIVERY' || (row.kind === 'VIEW' && row.withDelivery));
    const sees = levelAllows(level, 'EV') || mine.length > 0;
    rights.set(execution.id, { view: mayView && sees, deliver: (mayView || mayDeliverAny) && delivers });
  }
  return rights;
}
