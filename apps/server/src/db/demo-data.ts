import type { ExpertArea, ExpertDivision, OrgUserPrivilege, UserPriv } from '@cdmnet/api/contract';

// Fictional hospitals and people for the demo database. Names are made up; figures are plausible.

export interface DemoOrganization {
  name: string;
  rfzLevel: string;
  description: string;
  autoRegistration: boolean;
  /** Staff email domains (sign-up joins at once where the organisation auto-registers). */
  domains: string[];
  cdm: {
    name: string;
    host: string;
    version: string;
    patientCount: number;
    periodStart: string;
    periodEnd: string;
  };
}

export const demoOrganizations: DemoOrganization[] = [
  {
    name: '한빛대학교병원',
    rfzLevel: 'EVD',
    description: '수도권 거점 상급종합병원',
    autoRegistration: false,
    domains: ['hanbit-hospital.kr'],
    cdm: {
      name: 'HANBIT_CDM',
      host: '10.10.1.21',
      version: '5.4',
      patientCount: 2_184_532,
      periodStart: '2005-01-01',
      periodEnd: '2025-12-31',
    },
  },
  {
    name: '서울중앙의료원',
    rfzLevel: 'EV',
    description: '공공의료 중심 종합병원',
    autoRegistration: true,
    domains: ['sjmc.or.kr', 'sjmc.go.kr'],
    cdm: {
      name: 'SJMC_CDM',
      host: '10.10.2.14',
      version: '5.4',
      patientCount: 1_427_905,
      periodStart: '2008-03-01',
      periodEnd: '2025-10-31',
    },
  },
  {
    name: '부산해오름병원',
    rfzLevel: 'E',
    description: '동남권 암 전문 병원',
    autoRegistration: false,
    domains: ['haeorum.kr'],
    cdm: {
      name: 'HAEORUM_CDM',
      host: '10.10.3.7',
      version: '5.3.1',
      patientCount: 684_210,
      periodStart: '2010-01-01',
      periodEnd: '2025-06-30',
    },
  },
  {
    name: '대구청솔병원',
    rfzLevel: '',
    description: '대구·경북 지역 종합병원',
    autoRegistration: false,
    domains: ['cheongsol.kr'],
    cdm: {
      name: 'CHEONGSOL_CDM',
      host: '10.10.4.30',
      version: '5.4',
      patientCount: 512_877,
      periodStart: '2012-01-01',
      periodEnd: '2025-09-30',
    },
  },
  {
    name: '광주무등의료원',
    rfzLevel: 'EV',
    description: '호남권 거점 의료원',
    autoRegistration: false,
    domains: ['mudeung.or.kr'],
    cdm: {
      name: 'MUDEUNG_CDM',
      host: '10.10.5.12',
      version: '5.3.1',
      patientCount: 398_455,
      periodStart: '2011-07-01',
      periodEnd: '2025-08-31',
    },
  },
  {
    name: '제주한라병원',
    rfzLevel: '',
    description: '제주 지역 종합병원',
    autoRegistration: false,
    domains: ['halla-hospital.kr'],
    cdm: {
      name: 'HALLA_CDM',
      host: '10.10.6.5',
      version: '5.4',
      patientCount: 176_342,
      periodStart: '2014-01-01',
      periodEnd: '2025-11-30',
    },
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
  memberships: { org: number; privilege: OrgUserPrivilege }[];
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
