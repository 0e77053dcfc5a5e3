/** Default copy of ConfirmDialog, ConfirmPopup and `confirm()`; each entry can be replaced through a prop. */
export const confirmMessagesKo = {
  /** Accept button. */
  accept: '확인',
  /** Accept button when `acceptVariant` is `danger` (deletions). */
  delete: '삭제',
  /** Reject button. */
  reject: '취소',
  /** Label of the reason field. */
  reasonLabel: '사유',
  /** Shown under the reason field when a required reason is missing. */
  reasonRequired: '사유를 입력하십시오.',
  /** Shown when `onAccept`'s promise rejects; the dialog stays open. */
  acceptFailed: '요청을 처리하지 못했습니다. 다시 시도하십시오.',
} as const;

export type ConfirmMessages = typeof confirmMessagesKo;
