import type { UserNotification } from '../contract/notification.js';
import { notificationTexts } from '../contract/notifications.ko.js';

/** A notification as the mock db keeps it (the server's `notifications` row). */
export interface MockNotification extends UserNotification {
  userId: number;
}

/** The mock db's notifications: created afresh for each story or test. */
export interface NotificationsState {
  notifications: MockNotification[];
  /** The next id, as the server's serial column would give. */
  nextNotificationId: number;
}

const RESEARCHER_ID = 3;
const PARTNER_ID = 4;

/**
 * What the demo researcher (김민준) finds: three unread (two projects, one organisation) and two read,
 * newest first. The partner has one read notification; the others none.
 */
export const fixtureNotifications: MockNotification[] = [
  {
    id: 6,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    title: '분석 실행이 완료되었습니다.',
    message: "'심부전 재입원 위험 예측' 프로젝트의 실행 #12가 한빛대학교병원에서 성공적으로 끝났습니다.",
    link: '/project/1',
    checked: false,
    createdAt: '2026-03-05T01:20:00.000Z',
  },
  {
    id: 5,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    title: '프로젝트에 초대되었습니다.',
    message: "박지현 님이 '당뇨병 약제 비교 효과 연구' 프로젝트에 초대했습니다.",
    link: '/project/2',
    checked: false,
    createdAt: '2026-03-04T06:45:30.000Z',
  },
  {
    id: 4,
    userId: RESEARCHER_ID,
    type: 'ORGANIZATION',
    title: '새 공지사항이 등록되었습니다.',
    message: '[점검] 3월 정기 점검 안내',
    link: '/announcement/1',
    checked: false,
    createdAt: '2026-03-03T00:00:00.000Z',
  },
  {
    id: 3,
    userId: RESEARCHER_ID,
    type: 'PROJECT',
    title: 'IRB가 승인되었습니다.',
    message: "'심부전 재입원 위험 예측' 프로젝트의 IRB를 한빛대학교병원이 승인했습니다.",
    link: '/project/1',
    checked: true,
    createdAt: '2026-02-20T08:10:00.000Z',
  },
  {
    id: 2,
    userId: RESEARCHER_ID,
    type: 'ORGANIZATION',
    ...notificationTexts.membershipAdmitted('한빛대학교병원'),
    link: '/profile',
    checked: true,
    createdAt: '2026-02-02T02:00:00.000Z',
  },
  {
    id: 1,
    userId: PARTNER_ID,
    type: 'ORGANIZATION',
    title: notificationTexts.membershipAdmitted('한빛대학교병원').title,
    message: '한빛대학교병원에 협력 연구자로 가입되었습니다.',
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
