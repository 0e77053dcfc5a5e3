import type { NotificationType } from './enums.js';

export const notificationTypeLabels: Record<NotificationType, string> = {
  ORGANIZATION: '기관',
  PROJECT: '프로젝트',
};

/** Replies of the notifications calls; the success texts are the toasts (ux.md). */
export const notificationMessages = {
  badStatus: 'CHECKED 또는 UNCHECKED만 지정할 수 있습니다.',
  onlyUnchecked: '읽지 않은 알림(UNCHECKED)만 읽음으로 표시할 수 있습니다.',
  badId: '올바른 알림 번호가 아닙니다.',
  allChecked: '모든 알림을 읽음으로 표시했습니다.',
  deleted: '삭제되었습니다.',
} as const;

/** What the server tells users when something happens to them (the notification service's texts). */
export const notificationTexts = {
  membershipAdmitted: (orgName: string) => ({
    title: '가입 신청이 승인되었습니다.',
    message: `${orgName}에 기관 연구원으로 가입되었습니다. 이제 이 기관의 데이터로 연구할 수 있습니다.`,
  }),
} as const;
