// Fills a migrated, demo-seeded database (before the server starts on it) up to BENCH_ORGS
// organisations, each with one CDM, and BENCH_USERS users across them, written straight through the
// built server's own database module: PGlite belongs to one process, and 5,000 sign-ups through the
// API would need 5,000 verified emails.
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const expertAreas = ['MEDICAL_DOCTOR', 'MEDICAL_RESEARCHER', 'MEDICAL_DATA_STAFF', 'INDUSTRY', 'EDUCATION'];
const divisions = ['CARDIOLOGY', 'NEUROLOGY', 'PEDIATRICS', 'RADIOLOGY', 'PSYCHIATRY', 'UNSPECIFIED'];
const family = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임'];
const given = ['민준', '서연', '도윤', '하은', '지호', '수아', '예준', '지우', '시우', '채원'];

export async function fillNetwork(serverDist, { databaseUrl, dataDir }, { orgs, users }) {
  const { openDatabase } = await import(pathToFileURL(path.join(serverDist, 'db/database.js')).href);
  const { seedDemo } = await import(pathToFileURL(path.join(serverDist, 'db/seed.js')).href);
  const schema = await import(pathToFileURL(path.join(serverDist, 'db/schema.js')).href);
  const handle = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    await handle.migrate();
    await seedDemo(handle.db);
    const { db } = handle;
    const existing = await db.select({ id: schema.organizations.id }).from(schema.organizations);
    const orgIds = existing.map((row) => row.id);
    const [{ passwordHash }] = await db
      .select({ passwordHash: schema.users.passwordHash })
      .from(schema.users)
      .limit(1);
    for (let n = orgIds.length; n < orgs; n += 200) {
      const batch = Array.from({ length: Math.min(200, orgs - n) }, (_, i) => ({
        name: `부하시험 ${n + i + 1}번 병원`,
        rfzLevel: ['', 'E', 'EV', 'EVD'][(n + i) % 4],
        description: '부하 시험용 기관',
      }));
      const rows = await db
        .insert(schema.organizations)
        .values(batch)
        .returning({ id: schema.organizations.id });
      orgIds.push(...rows.map((row) => row.id));
      await db.insert(schema.cdmDatabases).values(
        rows.map((row, i) => ({
          orgId: row.id,
          name: `LOAD_${n + i + 1}_CDM`,
          host: '127.0.0.1',
          version: '5.4',
          patientCount: 1_000 + (((n + i) * 7_919) % 2_000_000),
          periodStart: '2010-01-01',
          periodEnd: '2025-12-31',
        })),
      );
    }
    const present = (await db.select({ id: schema.users.id }).from(schema.users)).length;
    for (let n = present; n < users; n += 500) {
      const batch = Array.from({ length: Math.min(500, users - n) }, (_, i) => {
        const k = n + i;
        return {
          email: `load${k}@load.cdmnet.kr`,
          passwordHash,
          name: `${family[k % 10]}${given[Math.floor(k / 10) % 10]}`,
          priv: 'NORMAL',
          expertArea: expertAreas[k % expertAreas.length],
          expertDivision: divisions[k % divisions.length],
          orgEmployedId: orgIds[k % orgIds.length],
        };
      });
      const rows = await db.insert(schema.users).values(batch).returning({ id: schema.users.id });
      await db.insert(schema.orgMembers).values(
        rows.map((row, i) => ({
          orgId: orgIds[(n + i) % orgIds.length],
          userId: row.id,
          privilege: 'ORG_RESEARCHER',
        })),
      );
    }
  } finally {
    await handle.close();
  }
}
