// Public API of @cdmnet/ui. Explicit named exports only: what is not listed here is internal.

// Theme
export { vars } from './theme/contract.css';
export type { ThemeVars } from './theme/contract.css';
export { lightThemeClass } from './theme/light.css';
export { visuallyHidden } from './theme/visually-hidden.css';
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
export { appShellTopBarHeight } from './components/app-shell';
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

// Form controls
export { FormField, formFieldLayouts, useFormField } from './components/form-field';
export type {
  FormFieldControlProps,
  FormFieldLayout,
  FormFieldProps,
  FormFieldState,
} from './components/form-field';
export { Textarea, textareaMessagesKo } from './components/textarea';
export type { TextareaMessages, TextareaProps } from './components/textarea';
export { Checkbox } from './components/checkbox';
export type { CheckboxCheckedState, CheckboxProps } from './components/checkbox';
export { Switch } from './components/switch';
export type { SwitchProps } from './components/switch';
export { Select, selectMessagesKo, selectSizes } from './components/select';
export type { SelectMessages, SelectOption, SelectProps, SelectSize } from './components/select';
export {
  InputNumber,
  holdRepeatDelayMs,
  holdRepeatIntervalMs,
  inputNumberMessagesKo,
  inputNumberSizes,
  useHoldRepeat,
} from './components/input-number';
export type {
  HoldRepeat,
  HoldRepeatAction,
  HoldRepeatOptions,
  InputNumberMessages,
  InputNumberProps,
  InputNumberSize,
} from './components/input-number';
export {
  MultiSelect,
  multiSelectDisplays,
  multiSelectFilterDelayMs,
  multiSelectMessagesKo,
  multiSelectScrollHeight,
  multiSelectSizes,
} from './components/multi-select';
export type {
  MultiSelectDisplay,
  MultiSelectMessages,
  MultiSelectOption,
  MultiSelectProps,
  MultiSelectSize,
  MultiSelectValue,
} from './components/multi-select';

// Overlays
export {
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogRoot,
  DialogTrigger,
  dialogInitialFocuses,
  dialogMessagesKo,
  dialogPositions,
  dialogSizes,
} from './components/dialog';
export type {
  DialogBodyProps,
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogInitialFocus,
  DialogMessages,
  DialogPosition,
  DialogRootProps,
  DialogSize,
  DialogTriggerProps,
} from './components/dialog';
export {
  ConfirmDialog,
  ConfirmHost,
  confirm,
  confirmAcceptVariants,
  confirmMessagesKo,
  confirmReasonModes,
  confirmStore,
  createConfirmStore,
} from './components/confirm-dialog';
export type {
  ConfirmAcceptContext,
  ConfirmAcceptVariant,
  ConfirmDialogProps,
  ConfirmHostProps,
  ConfirmMessages,
  ConfirmOptions,
  ConfirmReasonMode,
  ConfirmRequest,
  ConfirmStore,
} from './components/confirm-dialog';
export { ConfirmPopup } from './components/confirm-popup';
export type { ConfirmPopupProps } from './components/confirm-popup';
export {
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipRoot,
  TooltipTrigger,
  defaultTooltipDelay,
} from './components/tooltip';
export type {
  TooltipContentProps,
  TooltipProps,
  TooltipProviderProps,
  TooltipRootProps,
  TooltipTriggerProps,
} from './components/tooltip';
export {
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRoot,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  dropdownMenuItemVariants,
} from './components/dropdown-menu';
export type {
  DropdownMenuCheckboxItemProps,
  DropdownMenuContentProps,
  DropdownMenuGroupProps,
  DropdownMenuItemProps,
  DropdownMenuItemVariant,
  DropdownMenuLabelProps,
  DropdownMenuRootProps,
  DropdownMenuSeparatorProps,
  DropdownMenuTriggerProps,
} from './components/dropdown-menu';
export {
  PopoverAnchor,
  PopoverClose,
  PopoverContent,
  PopoverRoot,
  PopoverTrigger,
  popoverAligns,
  popoverMessagesKo,
  popoverSides,
} from './components/popover';
export type {
  PopoverAlign,
  PopoverAnchorProps,
  PopoverCloseProps,
  PopoverContentProps,
  PopoverMessages,
  PopoverRootProps,
  PopoverSide,
  PopoverTriggerProps,
} from './components/popover';

// Display
export { IconButton } from './components/icon-button';
export type { IconButtonProps } from './components/icon-button';
export { LinkButton, linkButtonTones } from './components/link-button';
export type { LinkButtonProps, LinkButtonTone } from './components/link-button';
export { TabsContent, TabsList, TabsRoot, TabsTrigger } from './components/tabs';
export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './components/tabs';
export { TabLink, TabLinksList, TabLinksPanel, TabLinksRoot } from './components/tabs';
export type {
  TabLinkProps,
  TabLinksListProps,
  TabLinksPanelProps,
  TabLinksRootProps,
} from './components/tabs';
export { UserText } from './components/user-text';
export type { UserTextProps } from './components/user-text';
export { BreakableText, breakPoints } from './components/breakable-text';
export type { BreakableTextProps } from './components/breakable-text';
export { Badge, badgeTones, badgeVariants } from './components/badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './components/badge';
export { Avatar, avatarShapes, avatarSizes, initialsOf } from './components/avatar';
export type { AvatarProps, AvatarShape, AvatarSize, AvatarStatus } from './components/avatar';
export { Card, cardHeadingLevels, cardPaddings } from './components/card';
export type { CardHeadingLevel, CardPadding, CardProps } from './components/card';
export { PageHeader, pageHeaderHeadingLevels } from './components/page-header';
export type { PageHeaderHeadingLevel, PageHeaderProps } from './components/page-header';
export { EmptyState, emptyStateSizes } from './components/empty-state';
export type { EmptyStateProps, EmptyStateSize } from './components/empty-state';
export { Spinner, spinnerMessagesKo, spinnerSizes } from './components/spinner';
export type { SpinnerMessages, SpinnerProps, SpinnerSize } from './components/spinner';
export { Skeleton, skeletonShapes } from './components/skeleton';
export type { SkeletonProps, SkeletonShape } from './components/skeleton';
export { ProgressBar, progressBarSizes, progressBarTones } from './components/progress-bar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './components/progress-bar';
export {
  FileUpload,
  fileRejectionReasons,
  fileUploadMessagesKo,
  isAcceptedFile,
} from './components/file-upload';
export type {
  FileRejection,
  FileRejectionReason,
  FileUploadMessages,
  FileUploadProps,
} from './components/file-upload';

// Data
export {
  DataTable,
  dataTableAligns,
  dataTableCardPlaces,
  dataTableDefaultHeight,
  dataTableMessagesKo,
} from './components/data-table';
export type {
  DataTableAlign,
  DataTableCardPlace,
  DataTableCellContext,
  DataTableColumn,
  DataTableColumnFilter,
  DataTableFilterOption,
  DataTableFilterRenderProps,
  DataTableMessages,
  DataTableProps,
  DataTableSort,
  DataTableValue,
} from './components/data-table';

// Formats
export {
  dateFormats,
  formatDate,
  formatDateLong,
  formatDateFull,
  formatDateShort,
  formatFileDate,
  formatFileSize,
  formatNumber,
  formatTimestamp,
  formatTimeZone,
  formatZonedTimestamp,
} from './format';
export type { DateFormat, DateInput, FormatNumberOptions, NumberInput } from './format';
