/** The RFZ level and CDM database of each fixture organisation (by id), as the demo seed has them. */
export interface FixtureOrgData {
  orgId: number;
  rfzLevel: string;
  cdm: { name: string; patientCount: number; periodStart: string; periodEnd: string };
}

export const fixtureOrgData: FixtureOrgData[] = [
  { orgId: 1, rfzLevel: 'EVD', cdm: cdm('HANBIT_CDM', 2_184_532, '2005-01-01', '2025-12-31') },
  { orgId: 2, rfzLevel: 'EV', cdm: cdm('SJMC_CDM', 1_427_905, '2008-03-01', '2025-10-31') },
  { orgId: 3, rfzLevel: 'E', cdm: cdm('HAEORUM_CDM', 684_210, '2010-01-01', '2025-06-30') },
  { orgId: 4, rfzLevel: '', cdm: cdm('CHEONGSOL_CDM', 512_877, '2012-01-01', '2025-09-30') },
  { orgId: 5, rfzLevel: 'EV', cdm: cdm('MUDEUNG_CDM', 398_455, '2011-07-01', '2025-08-31') },
  { orgId: 6, rfzLevel: '', cdm: cdm('HALLA_CDM', 176_342, '2014-01-01', '2025-11-30') },
];

function cdm(name: string, patientCount: number, periodStart: string, periodEnd: string) {
  return { name, patientCount, periodStart, periodEnd };
}
