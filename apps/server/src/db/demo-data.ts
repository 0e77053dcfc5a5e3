import type { ExpertArea, ExpertDivision, OrgUserPrivilege, UserPriv } from '@cdmnet/api/contract';

// Fictional hospitals and people for the demo database. Names are made up; the CDM figures are
// computed from the public sample data at seed time (demo-cdm.ts).

export interface DemoOrganization {
  name: string;
  rfzLevel: string;
  description: string;
  autoRegistration: boolean;
  /**
   * The platform admin's Concept ID switch: members may look concepts up in its CDM (person counts
   * on the concept page). On at the two hospitals whose staff use the concept viewer in the demo.
   */
  onConceptId?: boolean;
  /** Staff email domains (sign-up joins at once where the organisation auto-registers). */
  domains: string[];
  /** Its CDM's name and database; the figures come from the sample (demo-cdm.ts). */
  cdm: { name: string; database: string };
}

export const demoOrganizations: DemoOrganization[] = [
  {
    name: '한빛대학교병원',
    rfzLevel: 'EVD',
    description: '수도권 거점 상급종합병원',
    autoRegistration: false,
    onConceptId: true,
    domains: ['hanbit-hospital.kr'],
    cdm: { name: 'HANBIT_CDM', database: 'hanbit_cdm' },
  },
  {
    name: '서울중앙의료원',
    rfzLevel: 'EV',
    description: '공공의료 중심 종합병원',
    autoRegistration: true,
    onConceptId: true,
    domains: ['sjmc.or.kr', 'sjmc.go.kr'],
    cdm: { name: 'SJMC_CDM', database: 'sjmc_cdm' },
  },
  {
    name: '부산해오름병원',
    rfzLevel: 'E',
    description: '동남권 암 전문 병원',
    autoRegistration: false,
    domains: ['haeorum.kr'],
    cdm: { name: 'HAEORUM_CDM', database: 'haeorum_cdm' },
  },
  {
    name: '대구청솔병원',
    rfzLevel: '',
    description: '대구·경북 지역 종합병원',
    autoRegistration: false,
    domains: ['cheongsol.kr'],
    cdm: { name: 'CHEONGSOL_CDM', database: 'cheongsol_cdm' },
  },
  {
    name: '광주무등의료원',
    rfzLevel: 'EV',
    description: '호남권 거점 의료원',
    autoRegistration: false,
    domains: ['mudeung.or.kr'],
    cdm: { name: 'MUDEUNG_CDM', database: 'mudeung_cdm' },
  },
  {
    name: '제주한라병원',
    rfzLevel: '',
    description: '제주 지역 종합병원',
    autoRegistration: false,
    domains: ['halla-hospital.kr'],
    cdm: { name: 'HALLA_CDM', database: 'halla_cdm' },
  },
  {
    // The one demo hospital on CDM v5.4 with a vocabulary of its own (the Synthea27Nj sample, not the
    // GiBleed split): searching across hospitals meets another vocabulary and version, as a real network does.
    name: '강원솔내병원',
    rfzLevel: 'EV',
    description: '강원 영동권 지역 거점 병원',
    autoRegistration: false,
    domains: ['solnae.or.kr'],
    cdm: { name: 'GANGWON_CDM', database: 'gangwon_cdm' },
  },
];

export interface DemoUser {
  email: string;
  name: string;
  priv: UserPriv;
  expertArea: ExpertArea;
  expertDivision: ExpertDivision;
  phoneNumber: string;
  /** Index into demoOrganizations of the employer, if any. */
  employedAt: number | null;
  memberships: { org: number; privilege: OrgUserPrivilege; note?: string }[];
}

export const demoUsers: DemoUser[] = [
  {
    email: 'master@demo.cdmnet.kr',
    name: '최고관리',
    priv: 'MASTER',
    expertArea: 'MEDICAL_DATA_STAFF',
    expertDivision: 'UNSPECIFIED',
    phoneNumber: '01012340001',
    employedAt: null,
    memberships: [],
  },
  {
    email: 'admin@demo.cdmnet.kr',
    name: '박지현',
    priv: 'ORG_ADMIN',
    expertArea: 'MEDICAL_DOCTOR',
    expertDivision: 'PREVENTIVE_MEDICINE',
    phoneNumber: '01012340002',
    employedAt: 0,
    memberships: [{ org: 0, privilege: 'ORG_ADMIN' }],
  },
  {
    email: 'researcher@demo.cdmnet.kr',
    name: '김민준',
    priv: 'NORMAL',
    expertArea: 'MEDICAL_RESEARCHER',
    expertDivision: 'CARDIOLOGY',
    phoneNumber: '01012340003',
    employedAt: 0,
    memberships: [{ org: 0, privilege: 'ORG_RESEARCHER' }],
  },
  {
    email: 'partner@demo.cdmnet.kr',
    name: '이서연',
    priv: 'NORMAL',
    expertArea: 'INDUSTRY',
    expertDivision: 'UNSPECIFIED',
    phoneNumber: '01012340004',
    employedAt: 1,
    memberships: [{ org: 0, privilege: 'ORG_PARTNER' }],
  },
];
