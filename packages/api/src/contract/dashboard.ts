import { z } from 'zod/mini';
import { orgUserPrivilege } from './enums.js';

const count = z.int().check(z.nonnegative());

/** The dashboard counters of spec §3, from the signed-in user's point of view. */
export const dashboardCounters = z.object({
  /** Organisations where the user is a researcher or admin. */
  belongingOrgs: count,
  /** Organisations where the user is a partner researcher. */
  partnerOrgs: count,
  /** Organisations in RFZ (a non-empty RFZ level). */
  rfzOrgs: count,
  /** CDM databases the user may run research on: those of their organisations, and RFZ ones when they are in RFZ. */
  openDbs: count,
  totalOrgs: count,
});
export type DashboardCounters = z.infer<typeof dashboardCounters>;

/** One of the user's organisations (a pending request included) with its data at a glance. */
export const dashboardOrganization = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  rfzLevel: z.string(),
  privilege: orgUserPrivilege,
  cdmCount: count,
  patientCount: count,
});
export type DashboardOrganization = z.infer<typeof dashboardOrganization>;

export const dashboardOrganizations = z.object({
  counters: dashboardCounters,
  organizations: z.array(dashboardOrganization),
});
export type DashboardOrganizations = z.infer<typeof dashboardOrganizations>;

/** The federated network (FNET) as a whole. Dates are `YYYY-MM-DD`, null when no CDM states one. */
export const fnetInfo = z.object({
  organizations: count,
  rfzOrganizations: count,
  cdmDatabases: count,
  patients: count,
  researchers: count,
  periodStart: z.nullable(z.string()),
  periodEnd: z.nullable(z.string()),
});
export type FnetInfo = z.infer<typeof fnetInfo>;
