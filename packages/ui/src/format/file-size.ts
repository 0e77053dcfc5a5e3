import { formatNumber } from './number';

const units = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count in binary units with at most one decimal: `512` → `512B`, `1536` → `1.5KB`,
 * `10 * 1024 * 1024` → `10MB`. Returns `''` for null, negative or non-finite input.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  let value = bytes;
  let index = 0;
  while (value >= 1024 && index < units.length - 1) {
    value /= 1024;
    index += 1;
  }
  return formatNumber(value, { unit: units[index], maximumFractionDigits: index === 0 ? 0 : 1 });
}
