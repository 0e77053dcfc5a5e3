import { and, eq, gt, inArray, lte, max, or } from 'drizzle-orm';
import { decideIrb } from '../services/irb-decisions.js';
import { sweepIrbExpiry } from '../services/irb-expiry.js';
import { requestIrb } from '../services/irb-request.js';
import { seoulDay, targetOrgs } from '../services/irb.js';
import type { Transaction } from '../services/projects.js';
import { auditLog, irbRequests, notifications, organizations, projects, users } from './schema.js';

// Demo IRB requests, made through the IRB services so their rows, log and history are what the app
// itself writes, then moved back in time. Every state shows somewhere: 심부전 재입원 위험 예측 holds an
// approval of 한빛대학교병원 ending within the month (its members were told: the one notification kept),
// a request waiting at 서울중앙의료원, and at 부산해오름병원 a rejection followed by an approval; 항암제
// 이상반응 감시 holds an expired approval of 부산해오름병원 and a request waiting at 한빛대학교병원, so
// 박지현 (admin@, 한빛's admin) has something to decide.

/**
 * A one-page PDF showing `lines` (ASCII), with a correct cross-reference table: what a viewer opens
 * when the demo's approval documents are downloaded.
 */
export function minimalPdf(lines: readonly string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines
    .map((line, i) => `BT /F1 14 Tf 72 ${770 - i * 22} Td (${escape(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes: ten digits, five digits, the kind, a space and a newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface DemoIrb {
  project: string;
  org: string;
  requester: string;
  irbNumber: string;
  institution: string;
  /** The validity, in days from the seeding day (negative: before it). */
  validFrom: number;
  validUntil: number;
  requestedDaysAgo: number;
  decision?: { by: string; daysAgo: number; reason?: string };
}

const HEART = '심부전 재입원 위험 예측';
const ONCOLOGY = '항암제 이상반응 감시';
const HANBIT = '한빛대학교병원';
const SJMC = '서울중앙의료원';
const HAEORUM = '부산해오름병원';
const DOYUN = 'doyun.han@hanbit-hospital.kr';
const HAEUN = 'haeun.yoo@haeorum.kr';
const TAEMIN = 'taemin.song@haeorum.kr';

/** In the order they were asked. A decision without a reason approves; with one, rejects. */
const demoIrbs: DemoIrb[] = [
  {
    project: ONCOLOGY,
    org: HAEORUM,
    requester: HAEUN,
    irbNumber: 'HRH-IRB-2025-031',
    institution: '부산해오름병원 기관생명윤리위원회',
    validFrom: -370,
    validUntil: -5,
    requestedDaysAgo: 44,
    decision: { by: TAEMIN, daysAgo: 43 },
  },
  {
    project: HEART,
    org: HAEORUM,
    requester: DOYUN,
    irbNumber: 'HRH-IRB-2026-007',
    institution: '부산해오름병원 기관생명윤리위원회',
    validFrom: -20,
    validUntil: 345,
    requestedDaysAgo: 25,
    decision: {
      by: TAEMIN,
      daysAgo: 23,
      reason: '승인 문서의 연구 책임자가 신청서와 다릅니다. 문서를 확인해 다시 요청해 주십시오.',
    },
  },
  {
    project: HEART,
    org: HAEORUM,
    requester: DOYUN,
    irbNumber: 'HRH-IRB-2026-007',
    institution: '부산해오름병원 기관생명윤리위원회',
    validFrom: -20,
    validUntil: 345,
    requestedDaysAgo: 21,
    decision: { by: TAEMIN, daysAgo: 19 },
  },
  {
    project: HEART,
    org: HANBIT,
    requester: DOYUN,
    irbNumber: 'HBUH-2025-0412',
    institution: '한빛대학교병원 기관생명윤리위원회',
    validFrom: -345,
    validUntil: 20,
    requestedDaysAgo: 16,
    decision: { by: 'admin@demo.cdmnet.kr', daysAgo: 14 },
  },
  {
    project: HEART,
    org: SJMC,
    requester: 'researcher@demo.cdmnet.kr',
    irbNumber: 'SJMC-IRB-2026-0087',
    institution: '서울중앙의료원 연구윤리심의위원회',
    validFrom: -7,
    validUntil: 358,
    requestedDaysAgo: 3,
  },
  {
    project: ONCOLOGY,
    org: HANBIT,
    requester: HAEUN,
    irbNumber: 'HRH-IRB-2026-019',
    institution: '부산해오름병원 기관생명윤리위원회',
    validFrom: -2,
    validUntil: 363,
    requestedDaysAgo: 1,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The audit rows of the IRB writes carry the times the requests now say (requested, decided, expired). */
async function backdateLog(tx: Transaction, irbIds: number[]) {
  const rows = await tx.select().from(irbRequests).where(inArray(irbRequests.id, irbIds));
  for (const row of rows) {
    const times = {
      IRB_REQUESTED: row.requestedAt,
      IRB_APPROVED: row.decidedAt,
      IRB_REJECTED: row.decidedAt,
      IRB_EXPIRED: row.expiredAt,
    };
    for (const [action, createdAt] of Object.entries(times)) {
      if (!createdAt) continue;
      await tx
        .update(auditLog)
        .set({ createdAt })
        .where(
          and(
            eq(auditLog.targetType, 'irb_request'),
            eq(auditLog.targetId, String(row.id)),
            eq(auditLog.action, action),
          ),
        );
    }
  }
}

/** Names to ids. */
const byKey = (rows: { id: number; key: string }[]) => new Map(rows.map((row) => [row.key, row.id]));

const lastNotificationId = async (tx: Transaction) =>
  (await tx.select({ last: max(notifications.id) }).from(notifications))[0]?.last ?? 0;

/**
 * Seeds the demo IRB requests (inside the seed's transaction, after the demo analyses, whose targets
 * make the organisations askable). A request whose organisation is not yet a target of its project is
 * left out rather than failing the whole seed. The notifications the services send are taken back
 * (demo-notifications.ts owns the demo accounts' notifications), all but one on purpose: the notice that
 * 한빛대학교병원's approval of 심부전 재입원 위험 예측 ends within the month.
 */
export async function seedDemoIrb(tx: Transaction, now = new Date()): Promise<void> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const userIds = byKey(await tx.select({ id: users.id, key: users.email }).from(users));
  const projectIds = byKey(await tx.select({ id: projects.id, key: projects.name }).from(projects));
  const orgIds = byKey(
    await tx.select({ id: organizations.id, key: organizations.name }).from(organizations),
  );
  const before = await lastNotificationId(tx);

  const seeded: number[] = [];
  for (const demo of demoIrbs) {
    const projectId = projectIds.get(demo.project);
    const orgId = orgIds.get(demo.org);
    const requester = userIds.get(demo.requester);
    if (projectId === undefined || orgId === undefined || requester === undefined) continue;
    if (!(await targetOrgs(tx, projectId)).some((org) => org.id === orgId)) continue;
    const validFrom = seoulDay(now, demo.validFrom);
    const validUntil = seoulDay(now, demo.validUntil);
    const document = {
      field: 'files',
      name: `IRB_승인서_${demo.irbNumber}.pdf`,
      mimeType: 'application/pdf',
      bytes: minimalPdf([
        'CDMNet demo: IRB approval',
        `No. ${demo.irbNumber}`,
        `Valid from ${validFrom} to ${validUntil}`,
      ]),
    };
    const form = { orgId, irbNumber: demo.irbNumber, institution: demo.institution, validFrom, validUntil };
    const request = await requestIrb(
      tx,
      requester,
      projectId,
      form,
      [document],
      daysAgo(demo.requestedDaysAgo),
    );
    seeded.push(request.id);
    const decider = demo.decision && userIds.get(demo.decision.by);
    if (!demo.decision || decider === undefined) continue;
    const { reason } = demo.decision;
    await decideIrb(
      tx,
      decider,
      orgId,
      request.id,
      reason === undefined ? { state: 'APPROVED' } : { state: 'REJECTED', reason },
      daysAgo(demo.decision.daysAgo),
    );
  }

  // The daily job as it would have run: 항암제's approval noticed 35 days ago and expired 4 days ago,
  // 심부전's approval of 한빛 noticed 10 days ago (that notification is kept, dated then).
  await sweepIrbExpiry(tx, daysAgo(35));
  const beforeNotice = await lastNotificationId(tx);
  await sweepIrbExpiry(tx, daysAgo(10));
  const afterNotice = await lastNotificationId(tx);
  await sweepIrbExpiry(tx, daysAgo(4));
  await backdateLog(tx, seeded);

  await tx
    .update(notifications)
    .set({ createdAt: daysAgo(10) })
    .where(and(gt(notifications.id, beforeNotice), lte(notifications.id, afterNotice)));
  await tx
    .delete(notifications)
    .where(
      and(
        gt(notifications.id, before),
        or(lte(notifications.id, beforeNotice), gt(notifications.id, afterNotice)),
      ),
    );
}
