import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { useInsideModal } from '../dialog/overlay-layer';
import { popoverMessagesKo } from './messages.ko';
import * as styles from './popover.css';

/** Sides a floating panel can open on (popover, confirm popup, tooltip). */
export const popoverSides = ['top', 'right', 'bottom', 'left'] as const;
export type PopoverSide = (typeof popoverSides)[number];

export const popoverAligns = ['start', 'center', 'end'] as const;
export type PopoverAlign = (typeof popoverAligns)[number];

export type PopoverRootProps = RadixPopover.PopoverProps;

/** Holds the open state. Non-modal by default; `modal` traps focus and blocks the page. */
export function PopoverRoot(props: PopoverRootProps) {
  return <RadixPopover.Root {...props} />;
}

PopoverRoot.displayName = 'PopoverRoot';

export type PopoverTriggerProps = ComponentPropsWithRef<typeof RadixPopover.Trigger>;

/** Toggles the popover; focus returns to it on close. Use `asChild` around a `<Button>`. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <RadixPopover.Trigger {...props} />;
}

PopoverTrigger.displayName = 'PopoverTrigger';

export type PopoverAnchorProps = ComponentPropsWithRef<typeof RadixPopover.Anchor>;

/** Positions the popover against something other than its trigger. */
export function PopoverAnchor(props: PopoverAnchorProps) {
  return <RadixPopover.Anchor {...props} />;
}

PopoverAnchor.displayName = 'PopoverAnchor';

export type PopoverCloseProps = ComponentPropsWithRef<typeof RadixPopover.Close>;

/** Closes the popover from inside it. */
export function PopoverClose(props: PopoverCloseProps) {
  return <RadixPopover.Close {...props} />;
}

PopoverClose.displayName = 'PopoverClose';

/** A popover is a dialog for assistive technology: it needs a name, from a title or a label. */
type PopoverName =
  { title: ReactNode; 'aria-label'?: undefined } | { title?: undefined; 'aria-label': string };

type RadixContentProps = Omit<ComponentPropsWithRef<typeof RadixPopover.Content>, 'title' | 'aria-label'>;

export type PopoverContentProps = RadixContentProps &
  PopoverName & {
    /** Shows a close button in the corner. */
    showCloseButton?: boolean | undefined;
    /** Accessible name of the close button. Default `닫기`. */
    closeLabel?: string | undefined;
    /** Where to portal the popover. Default `document.body`. */
    container?: HTMLElement | null | undefined;
  };

/**
 * The floating card, portalled to `<body>` at `layers.menu` (the modal's layer when opened
 * inside a modal). Focus moves into it on open; Escape or a click outside closes it.
 */
export function PopoverContent({
  title,
  showCloseButton = false,
  closeLabel = popoverMessagesKo.close,
  container,
  sideOffset = 8,
  collisionPadding = 8,
  className,
  children,
  ref,
  ...props
}: PopoverContentProps) {
  const raised = useInsideModal();

  return (
    <RadixPopover.Portal container={container}>
      <RadixPopover.Content
        {...props}
        ref={ref}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={[styles.panel({ raised, withCloseButton: showCloseButton }), className]
          .filter(Boolean)
          .join(' ')}
      >
        {title ? <RadixPopover.Title className={styles.title}>{title}</RadixPopover.Title> : null}
        {children}
        {showCloseButton ? (
          <RadixPopover.Close asChild>
            <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} className={styles.close}>
              <CloseIcon />
            </Button>
          </RadixPopover.Close>
        ) : null}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  );
}

PopoverContent.displayName = 'PopoverContent';
