import * as RadixAvatar from '@radix-ui/react-avatar';
import { useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { initialsOf } from './avatar-initials';
import * as styles from './avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export const avatarShapes = ['circle', 'square'] as const;
export type AvatarShape = (typeof avatarShapes)[number];

/** Where the picture is: Radix's loading status, exposed as `data-status` on the root. */
export type AvatarStatus = 'idle' | 'loading' | 'loaded' | 'error';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The picture. Missing, empty or failing to load, the placeholder shows instead. */
  src?: string | null | undefined;
  /**
   * Whose picture it is: the accessible name of the avatar and the source of the initials.
   */
  name?: string | undefined;
  /**
   * Hides the avatar from assistive technology, for when the name is written right beside it
   * (a table's name column).
   */
  decorative?: boolean | undefined;
  /** Replaces the placeholder (initials, or a person icon without a name), e.g. a logo glyph. */
  fallback?: ReactNode | undefined;
  /** Default `md`. */
  size?: AvatarSize | undefined;
  /** `circle` for people (default), `square` for organisation logos. */
  shape?: AvatarShape | undefined;
  /**
   * How long a picture may load before the placeholder shows, so a fast picture does not flash
   * the initials first. Default 300 ms; without `src` the placeholder shows at once.
   */
  fallbackDelayMs?: number | undefined;
  /** Called when the picture starts loading, loads or fails. */
  onStatusChange?: ((status: AvatarStatus) => void) | undefined;
}

function PersonIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/**
 * A person's picture or an organisation's logo, with a placeholder while it is missing or fails
 * to load. Named by `name` (`role="img"`) unless `decorative`.
 */
export function Avatar({
  src,
  name,
  decorative = false,
  fallback,
  size = 'md',
  shape = 'circle',
  fallbackDelayMs = 300,
  onStatusChange,
  className,
  ...props
}: AvatarProps) {
  const [status, setStatus] = useState<AvatarStatus>(src ? 'idle' : 'error');
  const initials = initialsOf(name);
  const labelled = !decorative && Boolean(name);

  return (
    <RadixAvatar.Root
      {...props}
      className={[styles.root({ size, shape }), className].filter(Boolean).join(' ')}
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? name : undefined}
      aria-hidden={decorative || undefined}
      data-size={size}
      data-shape={shape}
      data-status={src ? status : 'error'}
    >
      {src ? (
        <RadixAvatar.Image
          className={styles.image}
          src={src}
          // The root carries the name; the picture itself is decoration.
          alt=""
          onLoadingStatusChange={(next) => {
            setStatus(next);
            onStatusChange?.(next);
          }}
        />
      ) : null}
      <RadixAvatar.Fallback
        className={styles.fallback}
        delayMs={src ? fallbackDelayMs : undefined}
        aria-hidden="true"
      >
        {fallback ?? (initials || <PersonIcon className={styles.fallbackIcon} />)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}

Avatar.displayName = 'Avatar';
