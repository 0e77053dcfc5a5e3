import { z } from 'zod/mini';

// The enumerations of spec §3. Labels live in messages.ko.ts, keyed by these values.

export const userPrivs = ['PUBLIC', 'USER_WITHOUT_EMAIL', 'NORMAL', 'ORG_ADMIN', 'MASTER'] as const;
export const userPriv = z.enum(userPrivs);
export type UserPriv = z.infer<typeof userPriv>;

export const orgUserPrivileges = [
  'REJECTED',
  'PENDING',
  'ORG_PARTNER',
  'ORG_RESEARCHER',
  'ORG_ADMIN',
] as const;
export const orgUserPrivilege = z.enum(orgUserPrivileges);
export type OrgUserPrivilege = z.infer<typeof orgUserPrivilege>;

export const researchRoles = ['ML', 'FL', 'ATLAS_SUPPORTER', 'ADVANCED_ANALYSIS'] as const;
export const researchRole = z.enum(researchRoles);
export type ResearchRole = z.infer<typeof researchRole>;

export const expertAreas = [
  'MEDICAL_DOCTOR',
  'MEDICAL_RESEARCHER',
  'MEDICAL_DATA_STAFF',
  'MEDICAL_ETC',
  'INDUSTRY',
  'EDUCATION',
  'PUBLIC',
  'UNSPECIFIED',
] as const;
export const expertArea = z.enum(expertAreas);
export type ExpertArea = z.infer<typeof expertArea>;

/** 38 medical specialties plus UNSPECIFIED (other). */
export const expertDivisions = [
  'FAMILY_MEDICINE',
  'INTERNAL_MEDICINE',
  'GASTROENTEROLOGY',
  'CARDIOLOGY',
  'PULMONOLOGY',
  'ENDOCRINOLOGY',
  'NEPHROLOGY',
  'HEMATO_ONCOLOGY',
  'INFECTIOUS_DISEASES',
  'RHEUMATOLOGY',
  'ALLERGY',
  'PEDIATRICS',
  'NEUROLOGY',
  'PSYCHIATRY',
  'DERMATOLOGY',
  'GENERAL_SURGERY',
  'CARDIOTHORACIC_SURGERY',
  'NEUROSURGERY',
  'ORTHOPEDIC_SURGERY',
  'PLASTIC_SURGERY',
  'OBSTETRICS_GYNECOLOGY',
  'OPHTHALMOLOGY',
  'OTOLARYNGOLOGY',
  'UROLOGY',
  'REHABILITATION_MEDICINE',
  'ANESTHESIOLOGY',
  'RADIOLOGY',
  'RADIATION_ONCOLOGY',
  'LABORATORY_MEDICINE',
  'PATHOLOGY',
  'NUCLEAR_MEDICINE',
  'EMERGENCY_MEDICINE',
  'OCCUPATIONAL_MEDICINE',
  'PREVENTIVE_MEDICINE',
  'DENTISTRY',
  'KOREAN_MEDICINE',
  'NURSING',
  'PHARMACY',
  'UNSPECIFIED',
] as const;
export const expertDivision = z.enum(expertDivisions);
export type ExpertDivision = z.infer<typeof expertDivision>;

export const phoneCountries = ['KR'] as const;
export const phoneCountry = z.enum(phoneCountries);

/** Terms kinds and their keys (spec §3). */
export const termsKeys = [
  'platform-service',
  'personal-policy',
  'personal-collection',
  'security-pledge',
  'third',
  'marketing',
] as const;
export const termsKey = z.enum(termsKeys);
export type TermsKey = z.infer<typeof termsKey>;

/** What a notification is about: an organisation (membership, announcements) or a project. */
export const notificationTypes = ['ORGANIZATION', 'PROJECT'] as const;
export const notificationType = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationType>;

/** What a member may do on an organisation's data (domain.md): execute, view, deliver. */
export const dataAccessLevels = ['NONE', 'E', 'EV', 'EVD'] as const;
export const dataAccessLevel = z.enum(dataAccessLevels);
export type DataAccessLevel = z.infer<typeof dataAccessLevel>;
