import type { NetworkCdm, NetworkOrganization, OrgUserPrivilege } from '@cdmnet/api';

// 10,000 organisations in the contract's shape (`GET /network/orgs`), drawn as the kit's table bench
// draws its rows (packages/ui/bench/table/data.ts: same seed, lists and order of draws), so names,
// RFZ levels, logos and patient counts match row for row and the two benches filter the same rows.

/** mulberry32: the same rows on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const regions = [
  ...['서울', '부산', '대구', '인천', '광주', '대전', '울산', '세종', '경기', '강원', '충북', '충남'],
  ...['전북', '전남', '경북', '경남', '제주', '수원', '성남', '고양', '용인', '청주', '천안', '전주'],
  ...['포항', '창원', '김해', '원주'],
];
const words = [
  ...['성모', '중앙', '한빛', '세브란스', '아산', '새봄', '미래', '푸른', '한마음', '연세', '고려'],
  ...['가톨릭', '보라매', '한림', '동산', '백병원', '길', '순천향', '을지', '건양', '조선', '단국'],
  ...['인하', '계명', '영남', '동아'],
];
const kinds = [
  ...['대학교병원', '병원', '의료원', '대학교 의과대학', '요양병원', '의료재단', '재활병원'],
  '암센터',
];
const rfzLevels = ['', 'E', 'EV', 'EVD'];
const cdmKinds = ['OMOP CDM v5.3', 'OMOP CDM v5.4', 'EMR CDM', '연구용 CDM'];
const privileges: (OrgUserPrivilege | null)[] = [null, null, null, null, 'PENDING', 'ORG_PARTNER'];

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

const branches = Array.from({ length: 97 }, (_, i) => ` ${i + 1}분원`);
// Built once: data generation counts in the measured first paint, and 30,000 padded dates would
// weigh on it as the kit's page (whose rows hold one period string) does not.
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));

export function generateOrganizations(count: number, seed = 20240611): NetworkOrganization[] {
  const r = random(seed);
  const rows = new Array<NetworkOrganization>(count);
  let cdmId = 1;
  for (let i = 0; i < count; i++) {
    const cdmCount = Math.floor(r() * 4);
    const names: string[] = [];
    for (let k = 0; k < cdmCount; k++) names.push(`${pick(cdmKinds, r)} ${k + 1}`);
    const startYear = 2000 + Math.floor(r() * 15);
    const name = `${pick(regions, r)}${pick(words, r)}${pick(kinds, r)}${branches[i % 97]}`;
    const logoImageId = r() < 0.7 ? 1000 + i : null;
    const rfzLevel = pick(rfzLevels, r);
    // The kit's draws stop here for a row without CDMs; with CDMs, its next three are the first's figures.
    const cdmList: NetworkCdm[] = [];
    for (let k = 0; k < names.length; k++) {
      const first = k === 0;
      const patients = first ? r() : ((i * 7919 + k) % 1000) / 1000;
      const month = first ? r() : 0.5;
      const span = first ? r() : 0.5;
      cdmList.push({
        id: cdmId++,
        name: names[k] as string,
        patientCount: Math.floor(patients * 3_000_000),
        periodStart: `${startYear}-${months[Math.floor(month * 12)]}-01`,
        periodEnd: `${startYear + 5 + Math.floor(span * 9)}-12-31`,
      });
    }
    rows[i] = {
      id: i + 1,
      name,
      logoImageId,
      rfzLevel,
      description: '',
      autoRegistration: i % 10 === 0,
      cdm: cdmList[0] ?? null,
      cdmList,
      myPrivilege: privileges[i % privileges.length] ?? null,
    };
  }
  return rows;
}
