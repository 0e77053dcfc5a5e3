// Public API of @cdmnet/ui. Explicit named exports only: what is not listed here is internal.

// Theme
export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { lightThemeClass } from './theme/light.css';
export { layers } from './theme/layers';
export type { Layer } from './theme/layers';
export { breakpoints, durations, rootFontSizePx } from './theme/tokens';
export { uiMessagesKo } from './messages.ko';
export type { UiMessages } from './messages.ko';

// Components
export { Button, buttonSizes, buttonVariants } from './components/button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/button';
export { TextField } from './components/text-field';
export type { TextFieldProps } from './components/text-field';
export { PasswordField } from './components/password-field';
export type { PasswordFieldProps } from './components/password-field';

// Layout
export { AppShell, SideMenuItem, SideMenuSection, useMediaQuery } from './components/app-shell';
export type { AppShellProps, SideMenuItemProps, SideMenuSectionProps } from './components/app-shell';
export { ErrorPage } from './components/error-page';
export type { ErrorPageProps } from './components/error-page';

// Toasts
export {
  Toaster,
  createToastStore,
  defaultToastLife,
  defaultToastSummary,
  toast,
  toastPositions,
  toastSeverities,
  useToast,
} from './components/toast';
export type {
  ToastEntry,
  ToastOptions,
  ToastPosition,
  ToastSeverity,
  ToastStore,
  ToasterProps,
  UseToastResult,
} from './components/toast';
