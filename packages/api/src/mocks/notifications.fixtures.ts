import type { UserNotification } from '../contract/notification.js';
import { orgUserPrivilegeLabels } from '../contract/messages.ko.js';
import { notificationTexts } from '../contract/notifications.ko.js';

/** A notification as the mock db keeps it (the server's `notifications` row). */
export interface MockNotification extends Omit<UserNotification, 'done'> {
  userId: number;
  /** What it asks its reader to decide (the server's notices.ts key), if anything. */
  subject?: string;
  /** Decided meanwhile; rows written without it (other handlers' notices) wait. */
  done?: boolean;
}

/** The mock db's notifications: created afresh for each story or test. */
export interface NotificationsState {
  notifications: MockNotification[];
  /** The next id, as the server's serial column would give. */
  nextNotificationId: number;
}

const ADMIN_ID = 2;
const RESEARCHER_ID = 3;
const PARTNER_ID = 4;

// The mocks' project 1, its first analysis and run, at 한빛대학교병원 (projects, analyses and
// executions fixtures), named as the server's notices name them.
const PROJECT = '메트포르민과 설포닐우레아의 심혈관 안전성 비교';
const HANBIT = '한빛대학교병원';
const run = {
  project: PROJECT,
  analysis: '메트포르민 대 설포닐우레아 주요 심혈관 사건 비교',
  run: 1,
  org: HANBIT,
};

/**
 * What the demo researcher (김민준) finds: three unread (two projects, one organisation) and two read,
 * newest first, each in the one sentence form of the contract's notificationTexts. The partner has one
 * read notification; the admin (박지현) an IRB request waiting and one already decided (done).
 */
export const fixtureNotifications: MockNotification[] = [
  {
    id: 8,
    userId: ADMIN_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.irbRequested('소아 천식 흡입 스테로이드 사용 양상', HANBIT, '최고관리'),
    link: '/orgadmin/1/research/permissions',
    subject: 'irb-request:6',
    checked: false,
    createdAt: '2026-03-05T00:10:00.000Z',
  },
  {
    id: 7,
    userId: ADMIN_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.irbRequested(PROJECT, HANBIT, '김민준'),
    link: '/orgadmin/1/research/permissions',
    subject: 'irb-request:3',
    checked: true,
    done: true,
    createdAt: '2026-02-18T05:00:00.000Z',
  },
  {
    id: 6,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    ...notificationTexts.runEnded(run, 'FINISHED_SUCCESSFULLY'),
    link: '/project/1/analysis/1/execution/1',
    checked: false,
    createdAt: '2026-03-05T01:20:00.000Z',
  },
  {
    id: 5,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    ...notificationTexts.invited('소아 천식 흡입 스테로이드 사용 양상', '박지현'),
    link: '/project/2',
    subject: 'invitation:2:3',
    checked: false,
    createdAt: '2026-03-04T06:45:30.000Z',
  },
  {
    id: 4,
    userId: RESEARCHER_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.announcementPosted('3월 정기 점검 안내'),
    link: '/announcement/1',
    checked: false,
    createdAt: '2026-03-03T00:00:00.000Z',
  },
  {
    id: 3,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    ...notificationTexts.irbApproved(PROJECT, HANBIT, '2027-02-19'),
    link: '/project/1/request',
    checked: true,
    createdAt: '2026-02-20T08:10:00.000Z',
  },
  {
    id: 2,
    userId: RESEARCHER_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.membershipApproved(HANBIT, orgUserPrivilegeLabels.ORG_RESEARCHER),
    link: '/profile',
    checked: true,
    createdAt: '2026-02-02T02:00:00.000Z',
  },
  {
    id: 1,
    userId: PARTNER_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.membershipApproved(HANBIT, orgUserPrivilegeLabels.ORG_PARTNER),
    link: '/profile',
    checked: true,
    createdAt: '2026-02-01T02:00:00.000Z',
  },
];

export function createNotificationsState(): NotificationsState {
  return {
    notifications: structuredClone(fixtureNotifications),
    nextNotificationId: Math.max(...fixtureNotifications.map((n) => n.id)) + 1,
  };
}
