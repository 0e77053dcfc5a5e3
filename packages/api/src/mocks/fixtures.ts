import type { SignupOrganization } from '../contract/organization.js';
import type { UserInfo } from '../contract/user.js';

const baseUser = {
  profileImageId: null,
  description: '',
  phoneCountry: 'KR',
  terms: [
    { name: 'platform-service', agreement: true },
    { name: 'personal-policy', agreement: true },
    { name: 'personal-collection', agreement: true },
    { name: 'security-pledge', agreement: true },
    { name: 'third', agreement: true },
    { name: 'marketing', agreement: false },
  ],
  researchRole: [],
} satisfies Partial<UserInfo>;

/** Korean fixtures shaped like the seeded demo accounts of the real server. */
export const fixtureUsers: UserInfo[] = [
  {
    ...baseUser,
    id: 1,
    name: '최고관리',
    primaryEmail: 'master@demo.cdmnet.kr',
    priv: 'MASTER',
    expertArea: 'MEDICAL_DATA_STAFF',
    expertDivision: 'UNSPECIFIED',
    orgEmployedId: null,
    phoneNumber: '01012340001',
    orgList: [],
    researchRole: ['ATLAS_SUPPORTER', 'ADVANCED_ANALYSIS'],
  },
  {
    ...baseUser,
    id: 2,
    name: '박지현',
    primaryEmail: 'admin@demo.cdmnet.kr',
    priv: 'ORG_ADMIN',
    expertArea: 'MEDICAL_DOCTOR',
    expertDivision: 'PREVENTIVE_MEDICINE',
    orgEmployedId: 1,
    phoneNumber: '01012340002',
    orgList: [{ orgId: 1, orgName: '한빛대학교병원', orgUserPrivilege: 'ORG_ADMIN' }],
  },
  {
    ...baseUser,
    id: 3,
    name: '김민준',
    primaryEmail: 'researcher@demo.cdmnet.kr',
    priv: 'NORMAL',
    expertArea: 'MEDICAL_RESEARCHER',
    expertDivision: 'CARDIOLOGY',
    orgEmployedId: 1,
    phoneNumber: '01012340003',
    orgList: [{ orgId: 1, orgName: '한빛대학교병원', orgUserPrivilege: 'ORG_RESEARCHER' }],
    // As the demo seed grants them (db/demo-analyses.ts): the advanced and ML types are open to him, FL is not.
    researchRole: ['ADVANCED_ANALYSIS', 'ML'],
  },
  {
    ...baseUser,
    id: 4,
    name: '이서연',
    primaryEmail: 'partner@demo.cdmnet.kr',
    priv: 'NORMAL',
    expertArea: 'INDUSTRY',
    expertDivision: 'UNSPECIFIED',
    orgEmployedId: 2,
    phoneNumber: '01012340004',
    orgList: [{ orgId: 1, orgName: '한빛대학교병원', orgUserPrivilege: 'ORG_PARTNER' }],
  },
];

const org = (
  id: number,
  name: string,
  description: string,
  autoRegistration = false,
): SignupOrganization => ({
  id,
  name,
  logoImageId: null,
  hideFromExternal: false,
  description,
  autoRegistration,
  autoMailing: false,
});

/** The demo hospitals, as the server seeds them, with their staff email domains. */
export const fixtureOrganizations: (SignupOrganization & { domains: string[] })[] = [
  { ...org(1, '한빛대학교병원', '수도권 거점 상급종합병원'), domains: ['hanbit-hospital.kr'] },
  { ...org(2, '서울중앙의료원', '공공의료 중심 종합병원', true), domains: ['sjmc.or.kr', 'sjmc.go.kr'] },
  { ...org(3, '부산해오름병원', '동남권 암 전문 병원'), domains: ['haeorum.kr'] },
  { ...org(4, '대구청솔병원', '대구·경북 지역 종합병원'), domains: ['cheongsol.kr'] },
  { ...org(5, '광주무등의료원', '호남권 거점 의료원'), domains: ['mudeung.or.kr'] },
  { ...org(6, '제주한라병원', '제주 지역 종합병원'), domains: ['halla-hospital.kr'] },
];
