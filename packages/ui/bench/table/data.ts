/** An organisation as the network table shows it (spec §2 screen 3, §3 "Organization (network view)"). */
export interface NetworkOrganization {
  id: number;
  name: string;
  logoImageId: number | null;
  /** '', 'E', 'EV' or 'EVD'. */
  rfzLevel: string;
  cdm: { name: string; patientCount: number; period: string } | null;
  cdmList: { name: string }[];
}

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
  '서울',
  '부산',
  '대구',
  '인천',
  '광주',
  '대전',
  '울산',
  '세종',
  '경기',
  '강원',
  '충북',
  '충남',
  '전북',
  '전남',
  '경북',
  '경남',
  '제주',
  '수원',
  '성남',
  '고양',
  '용인',
  '청주',
  '천안',
  '전주',
  '포항',
  '창원',
  '김해',
  '원주',
];
const words = [
  '성모',
  '중앙',
  '한빛',
  '세브란스',
  '아산',
  '새봄',
  '미래',
  '푸른',
  '한마음',
  '연세',
  '고려',
  '가톨릭',
  '보라매',
  '한림',
  '동산',
  '백병원',
  '길',
  '순천향',
  '을지',
  '건양',
  '조선',
  '단국',
  '인하',
  '계명',
  '영남',
  '동아',
];
const kinds = [
  '대학교병원',
  '병원',
  '의료원',
  '대학교 의과대학',
  '요양병원',
  '의료재단',
  '재활병원',
  '암센터',
];
const rfzLevels = ['', 'E', 'EV', 'EVD'];
const cdmKinds = ['OMOP CDM v5.3', 'OMOP CDM v5.4', 'EMR CDM', '연구용 CDM'];

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

// Repeated pieces are built once, as a JSON parser would intern them.
const branches = Array.from({ length: 97 }, (_, i) => ` ${i + 1}분원`);
const months = Array.from({ length: 12 }, (_, i) => `-${String(i + 1).padStart(2, '0')}-01 ~ `);
const periods = new Map<number, string>();
const periodOf = (start: number, month: number, end: number): string => {
  const key = (start * 12 + month) * 100 + end;
  let period = periods.get(key);
  if (period === undefined) {
    period = `${start}${months[month] as string}${end}-12-31`;
    periods.set(key, period);
  }
  return period;
};

export function generateOrganizations(count: number, seed = 20240611): NetworkOrganization[] {
  const r = random(seed);
  const rows = new Array<NetworkOrganization>(count);
  for (let i = 0; i < count; i++) {
    const cdmCount = Math.floor(r() * 4);
    const cdmList: { name: string }[] = [];
    for (let k = 0; k < cdmCount; k++) cdmList.push({ name: [pick(cdmKinds, r), k + 1].join(' ') });
    const startYear = 2000 + Math.floor(r() * 15);
    const first = cdmList[0];
    rows[i] = {
      id: i + 1,
      // The branch number keeps names distinct, as real organisation names are. join() makes one
      // flat string, as JSON.parse does (a concatenation would leave a rope, slower to compare).
      name: [pick(regions, r), pick(words, r), pick(kinds, r), branches[i % 97]].join(''),
      logoImageId: r() < 0.7 ? 1000 + i : null,
      rfzLevel: pick(rfzLevels, r),
      cdm: first
        ? {
            name: first.name,
            patientCount: Math.floor(r() * 3_000_000),
            period: periodOf(startYear, Math.floor(r() * 12), startYear + 5 + Math.floor(r() * 9)),
          }
        : null,
      cdmList,
    };
  }
  return rows;
}
