import { eq } from 'drizzle-orm';
import type { Database } from './database.js';
import { announcements, files, resourceFiles, resources, users } from './schema.js';

// Demo announcements and resources (자료실), posted by the demo platform admin. None is a popup: a popup
// opens over every page after sign-in, which a demo visitor should switch on deliberately.

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

const demoAnnouncements = [
  {
    title: 'CDMNet 서비스 오픈 안내',
    content:
      '<p>병원 CDM 데이터로 함께하는 연구 네트워크, <strong>CDMNet</strong>이 문을 열었습니다.</p><p>네트워크에서 기관을 둘러보시고 연구 프로젝트를 만들어 보십시오.</p>',
    daysAgo: 60,
  },
  {
    title: 'IRB 승인 절차 변경 안내',
    content:
      '<h2>변경 사항</h2><ol><li>IRB 승인서는 PDF로만 제출합니다.</li><li>승인 유효기간이 만료되면 해당 기관의 분석 실행이 중지됩니다.</li></ol>',
    daysAgo: 30,
  },
  {
    title: '정기 점검 안내',
    content:
      '<p>매월 둘째 토요일 02:00~06:00에 <strong>정기 점검</strong>이 진행됩니다.</p><ul><li>점검 중에는 분석 실행이 중단됩니다.</li><li>실행 중인 분석은 점검 후 다시 시작해 주십시오.</li></ul>',
    daysAgo: 7,
  },
];

const demoResources = [
  {
    title: 'CDMNet 이용 안내',
    content: '<p>CDMNet의 주요 기능과 이용 방법을 소개합니다.</p>',
    daysAgo: 60,
    files: [],
  },
  {
    title: '연구 신청 서식 모음',
    content:
      '<p>연구 신청에 필요한 서식입니다.</p><ul><li>연구계획서 양식</li><li>IRB 제출 체크리스트</li></ul>',
    daysAgo: 20,
    files: [
      { name: '연구계획서_양식.txt', text: '연구계획서 양식\n\n1. 연구 제목\n2. 연구 목적\n3. 연구 방법\n' },
      { name: 'IRB_제출_체크리스트.txt', text: 'IRB 제출 체크리스트\n\n- 승인서 (PDF)\n- 연구계획서\n' },
    ],
  },
];

/**
 * Adds the demo announcements and resources. Call it inside the seed's transaction, after the demo
 * users exist: it does nothing without the demo platform admin.
 */
export async function seedDemoContent(db: Pick<Database, 'select' | 'insert'>): Promise<void> {
  const [master] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'master@demo.cdmnet.kr'));
  if (!master) return;
  for (const a of demoAnnouncements) {
    const at = daysAgo(a.daysAgo);
    await db
      .insert(announcements)
      .values({ title: a.title, content: a.content, authorId: master.id, createdAt: at, updatedAt: at });
  }
  for (const r of demoResources) {
    const at = daysAgo(r.daysAgo);
    const [row] = await db
      .insert(resources)
      .values({ title: r.title, content: r.content, authorId: master.id, createdAt: at, updatedAt: at })
      .returning({ id: resources.id });
    if (!row) throw new Error(`seeding ${r.title} returned no id`);
    for (const f of r.files) {
      const bytes = Buffer.from(f.text);
      const [file] = await db
        .insert(files)
        .values({
          ownerId: master.id,
          name: f.name,
          mimeType: 'text/plain',
          size: bytes.length,
          content: bytes,
        })
        .returning({ id: files.id });
      if (!file) throw new Error(`seeding ${f.name} returned no id`);
      await db.insert(resourceFiles).values({ resourceId: row.id, fileId: file.id });
    }
  }
}
