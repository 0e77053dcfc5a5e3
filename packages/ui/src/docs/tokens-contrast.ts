/** WCAG 2.x contrast, for the tokens docs page. */

export type Rgb = readonly [red: number, green: number, blue: number];

/** The AA minimum for normal text. */
export const minimumTextContrast = 4.5;
/** The AA minimum for large text and for non-text parts (borders of controls, focus rings). */
export const minimumNonTextContrast = 3;

/** Reads `#rgb`, `#rrggbb` (alpha forms ignore alpha) and `rgb()`/`rgba()`; null otherwise. */
export function parseColor(value: string): Rgb | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const digits =
      hex.length <= 4 ? [...hex.slice(0, 3)].map((d) => d + d) : [0, 2, 4].map((i) => hex.slice(i, i + 2));
    const [r, g, b] = digits.map((pair) => Number.parseInt(pair, 16));
    return r === undefined || g === undefined || b === undefined ? null : [r, g, b];
  }
  const rgb = /^rgba?\(\s*(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)[\s,]+(\d+(?:\.\d+)?)/.exec(text);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number);
    return r === undefined || g === undefined || b === undefined ? null : [r, g, b];
  }
  return null;
}

/** Relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, 1 to 21; null when either cannot be read. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground);
  const bg = parseColor(background);
  if (!fg || !bg) return null;
  const [lighter, darker] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `4.53:1`. Truncated, never rounded up: WCAG's thresholds are exact, and 4.499 must not read
 * as 4.5.
 */
export function formatRatio(ratio: number | null): string {
  if (ratio === null) return '—';
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export type ContrastLevel = 'text' | 'non-text' | 'low';

/** Which AA use a ratio allows: any text, only large text and non-text parts, or neither. */
export function contrastLevel(ratio: number | null): ContrastLevel {
  if (ratio !== null && ratio >= minimumTextContrast) return 'text';
  if (ratio !== null && ratio >= minimumNonTextContrast) return 'non-text';
  return 'low';
}
