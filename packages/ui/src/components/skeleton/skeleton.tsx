import type { ComponentPropsWithRef, CSSProperties } from 'react';
import * as styles from './skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** `text` lines (default), a `rect` (an image, a chart, a table row) or a `circle` (an avatar). */
  shape?: SkeletonShape | undefined;
  /** Number of text lines (`text` only). Default 1; the last of several is shorter. */
  lines?: number | undefined;
  /** A CSS length or pixels. Text default 100%, rect 100%, circle 2.25rem. */
  width?: string | number | undefined;
  /**
   * A CSS length or pixels (for a circle, defaults to `width`). Text: a bar of 1em in a box of one line
   * of the surrounding text; a given height is the whole box. Rect 6rem.
   */
  height?: string | number | undefined;
  /**
   * A word inside a line of text (a name in a sentence), the text around it shown already: sits in
   * the line instead of taking one of its own. One `text` line only.
   */
  inline?: boolean | undefined;
}

/**
 * A grey placeholder in the shape of content that is loading, so nothing shifts when it arrives
 * (ux.md). Hidden from assistive technology: say "loading" once on the region instead (e.g.
 * `aria-busy` on the table, or a Spinner). It pulses once the wait passes two seconds, and never
 * under reduced motion.
 */
export function Skeleton({
  shape = 'text',
  lines = 1,
  width,
  height,
  className,
  style,
  inline = false,
  ...props
}: SkeletonProps) {
  const size: CSSProperties = {
    ...(width !== undefined ? { width } : {}),
    ...(height !== undefined
      ? { height, marginBlock: 0 }
      : shape === 'circle' && width !== undefined
        ? { height: width }
        : {}),
  };
  const count = shape === 'text' ? Math.max(1, Math.floor(lines)) : 1;

  if (count > 1) {
    return (
      <span
        {...props}
        aria-hidden="true"
        className={[styles.lines, className].filter(Boolean).join(' ')}
        style={{ ...(width !== undefined ? { width } : {}), ...style }}
        data-shape={shape}
        data-lines={count}
      >
        {Array.from({ length: count }, (_, index) => (
          <span
            key={index}
            className={styles.block({ shape, last: index === count - 1 })}
            style={height !== undefined ? { height, marginBlock: 0 } : undefined}
          />
        ))}
      </span>
    );
  }

  return (
    <span
      {...props}
      aria-hidden="true"
      className={[styles.block({ shape, inline: inline && shape === 'text' }), className]
        .filter(Boolean)
        .join(' ')}
      style={{ ...size, ...style }}
      data-shape={shape}
    />
  );
}

Skeleton.displayName = 'Skeleton';
