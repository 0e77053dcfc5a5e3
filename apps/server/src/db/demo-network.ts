import type { ExpertArea, ExpertDivision, OrgUserPrivilege } from '@cdmnet/api/contract';

// The researcher directory and the requests waiting for the demo's organisation admin: enough people
// across hospitals, areas and specialties that every network and admin screen is real. Fictional names.

export interface DemoResearcher {
  name: string;
  /** Local part; the domain is the employer's first staff domain (or a personal one without employer). */
  login: string;
  /** Index into demoOrganizations, or null for an independent researcher. */
  employedAt: number | null;
  expertArea: ExpertArea;
  expertDivision: ExpertDivision;
  /** Memberships besides their employer's (where they are ORG_RESEARCHER). */
  elsewhere?: { org: number; privilege: OrgUserPrivilege; note?: string }[];
  /** A pending request to their own employer instead of membership. */
  pendingAtEmployer?: string;
}

const r = (
  name: string,
  login: string,
  employedAt: number | null,
  expertArea: ExpertArea,
  expertDivision: ExpertDivision,
  extra: Pick<DemoResearcher, 'elsewhere' | 'pendingAtEmployer'> = {},
): DemoResearcher => ({ name, login, employedAt, expertArea, expertDivision, ...extra });

export const demoResearchers: DemoResearcher[] = [
  r('정하늘', 'haneul.jung', 0, 'MEDICAL_DOCTOR', 'GASTROENTEROLOGY'),
  r('한도윤', 'doyun.han', 0, 'MEDICAL_DOCTOR', 'CARDIOLOGY'),
  r('오서준', 'seojun.oh', 0, 'MEDICAL_RESEARCHER', 'PREVENTIVE_MEDICINE'),
  r('강지우', 'jiwoo.kang', 0, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED'),
  r('윤채원', 'chaewon.yoon', 0, 'MEDICAL_DOCTOR', 'HEMATO_ONCOLOGY'),
  r('임시우', 'siwoo.lim', 0, 'MEDICAL_DOCTOR', 'NEUROLOGY', {
    pendingAtEmployer: '신경과 코호트 연구로 한빛 CDM을 사용하고자 합니다.',
  }),
  r('서예린', 'yerin.seo', 0, 'MEDICAL_RESEARCHER', 'PEDIATRICS'),
  r('신민재', 'minjae.shin', 1, 'MEDICAL_DOCTOR', 'INTERNAL_MEDICINE'),
  r('조유나', 'yuna.cho', 1, 'MEDICAL_DOCTOR', 'ENDOCRINOLOGY', {
    elsewhere: [{ org: 0, privilege: 'PENDING', note: '당뇨병 약물 비교 연구에 참여하려 합니다.' }],
  }),
  r('배준호', 'junho.bae', 1, 'MEDICAL_RESEARCHER', 'PULMONOLOGY'),
  r('홍수아', 'sua.hong', 1, 'MEDICAL_ETC', 'NURSING'),
  r('문건우', 'gunwoo.moon', 1, 'MEDICAL_DOCTOR', 'RADIOLOGY'),
  r('양지호', 'jiho.yang', 1, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED'),
  r('권나연', 'nayeon.kwon', 1, 'MEDICAL_DOCTOR', 'PSYCHIATRY'),
  r('송태민', 'taemin.song', 2, 'MEDICAL_DOCTOR', 'HEMATO_ONCOLOGY'),
  r('유하은', 'haeun.yoo', 2, 'MEDICAL_DOCTOR', 'RADIATION_ONCOLOGY'),
  r('남궁현', 'hyun.namgung', 2, 'MEDICAL_RESEARCHER', 'PATHOLOGY'),
  r('노은서', 'eunseo.noh', 2, 'MEDICAL_DOCTOR', 'GENERAL_SURGERY'),
  r('하승민', 'seungmin.ha', 2, 'MEDICAL_ETC', 'PHARMACY', {
    elsewhere: [{ org: 0, privilege: 'REJECTED' }],
  }),
  r('곽도현', 'dohyun.kwak', 2, 'MEDICAL_DOCTOR', 'NUCLEAR_MEDICINE'),
  r('전소율', 'soyul.jeon', 3, 'MEDICAL_DOCTOR', 'FAMILY_MEDICINE'),
  r('백승우', 'seungwoo.baek', 3, 'MEDICAL_DOCTOR', 'ORTHOPEDIC_SURGERY'),
  r('황지안', 'jian.hwang', 3, 'MEDICAL_RESEARCHER', 'REHABILITATION_MEDICINE'),
  r('안다인', 'dain.ahn', 3, 'MEDICAL_DOCTOR', 'OPHTHALMOLOGY'),
  r('류현우', 'hyunwoo.ryu', 3, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED'),
  r('차서윤', 'seoyun.cha', 3, 'MEDICAL_DOCTOR', 'DERMATOLOGY'),
  r('주민호', 'minho.joo', 4, 'MEDICAL_DOCTOR', 'EMERGENCY_MEDICINE'),
  r('우하린', 'harin.woo', 4, 'MEDICAL_DOCTOR', 'OBSTETRICS_GYNECOLOGY'),
  r('구본재', 'bonjae.koo', 4, 'MEDICAL_RESEARCHER', 'OCCUPATIONAL_MEDICINE'),
  r('민가은', 'gaeun.min', 4, 'MEDICAL_DOCTOR', 'UROLOGY'),
  r('진우진', 'woojin.jin', 4, 'MEDICAL_DOCTOR', 'ANESTHESIOLOGY'),
  r('지예나', 'yena.ji', 5, 'MEDICAL_DOCTOR', 'OTOLARYNGOLOGY'),
  r('엄태윤', 'taeyun.eom', 5, 'MEDICAL_DOCTOR', 'INFECTIOUS_DISEASES'),
  r('채로아', 'roa.chae', 5, 'MEDICAL_RESEARCHER', 'LABORATORY_MEDICINE'),
  r('편시현', 'sihyun.pyeon', 5, 'MEDICAL_DOCTOR', 'DENTISTRY'),
  r('용재원', 'jaewon.yong', 5, 'MEDICAL_ETC', 'KOREAN_MEDICINE'),
  r('마은호', 'eunho.ma', null, 'INDUSTRY', 'UNSPECIFIED', {
    elsewhere: [
      { org: 0, privilege: 'PENDING', note: '의료기기 사후 안전성 연구 협력을 요청드립니다.' },
      { org: 2, privilege: 'ORG_PARTNER' },
    ],
  }),
  r('도연우', 'yeonwoo.do', null, 'EDUCATION', 'PREVENTIVE_MEDICINE', {
    elsewhere: [{ org: 1, privilege: 'ORG_PARTNER' }],
  }),
  r('나윤아', 'yuna.na', null, 'PUBLIC', 'UNSPECIFIED', {
    elsewhere: [{ org: 4, privilege: 'ORG_PARTNER' }],
  }),
  r('석준서', 'junseo.seok', null, 'INDUSTRY', 'PHARMACY'),
  r('표하람', 'haram.pyo', null, 'EDUCATION', 'NURSING'),
  r('탁현서', 'hyunseo.tak', null, 'MEDICAL_RESEARCHER', 'RHEUMATOLOGY', {
    elsewhere: [{ org: 5, privilege: 'ORG_PARTNER' }],
  }),
  // 강원솔내병원 came last (issue 29): its people follow everyone else's, so earlier accounts keep their ids.
  r('심가온', 'gaon.shim', 6, 'MEDICAL_DOCTOR', 'FAMILY_MEDICINE'),
  r('방서하', 'seoha.bang', 6, 'MEDICAL_RESEARCHER', 'PREVENTIVE_MEDICINE'),
  r('염도경', 'dogyeong.yeom', 6, 'MEDICAL_DATA_STAFF', 'UNSPECIFIED'),
];

/** The personal domain of demo researchers without an employer. */
export const INDEPENDENT_DOMAIN = 'research.demo.cdmnet.kr';

/** Admins of the other demo hospitals, so every organisation has one (the first researcher of each). */
export const adminOfEachHospital = new Set([
  'minjae.shin',
  'taemin.song',
  'soyul.jeon',
  'minho.joo',
  'yena.ji',
  'gaon.shim',
]);

/**
 * Each hospital's engine and ATLAS (WebAPI) address and its CDM's PostgreSQL port: the loopback ports
 * the demo data node serves (`npm start` runs it). The same variables set both, so a second instance
 * (e2e) can move them, and the master's connection check reads the CDM the analyses run on.
 */
export const demoServiceAddresses = (hospital: number, env: NodeJS.ProcessEnv = process.env) => {
  const engine = Number(env.DATA_NODE_ENGINE_PORT_BASE || 17101) + hospital;
  const webapi = Number(env.DATA_NODE_WEBAPI_PORT_BASE || 17201) + hospital;
  const cdmPort = Number(env.DATA_NODE_PG_PORT_BASE || 17301) + hospital;
  return {
    engine: `http://127.0.0.1:${engine}`,
    atlas: `http://127.0.0.1:${webapi}/WebAPI`,
    atlasHref: `http://127.0.0.1:${webapi}/atlas`,
    cdmHost: '127.0.0.1',
    cdmPort,
  };
};
