export {
  dateFormats,
  formatDate,
  formatDateLong,
  formatDateFull,
  formatDateShort,
  formatFileDate,
  formatTimestamp,
  formatTimeZone,
  formatZonedTimestamp,
} from './date';
export type { DateFormat, DateInput } from './date';
export { formatFileSize } from './file-size';
export { formatNumber } from './number';
export type { FormatNumberOptions, NumberInput } from './number';
