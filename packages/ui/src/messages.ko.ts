/**
 * The kit's default copy. Every text here can be replaced through a prop of the component that
 * shows it; the kit holds no product wording beyond these generic labels.
 */
export const uiMessagesKo = {
  /** Accessible name of a close button (toasts, later dialogs). */
  close: '닫기',
  /** Accessible names of the password visibility toggle. */
  showPassword: '비밀번호 보기',
  hidePassword: '비밀번호 숨기기',
  /** Read by screen readers before a toast's text. */
  toastLabel: '알림',
  /** Name of the toast landmark; `{hotkey}` becomes the key that focuses it (F8). */
  toastRegionLabel: '알림 ({hotkey})',
} as const;

export type UiMessages = typeof uiMessagesKo;
