import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons/icons';
import { Button } from '../button/button';
import { toastPositions } from '../toast/toast';
import * as styles from './dialog.css';
import { dialogMessagesKo } from './messages.ko';
import { InsideModalContext, useInsideModal } from './overlay-layer';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];

/** Where the dialog sits: the dialog positions of spec §3 (the toasts use the same list). */
export const dialogPositions = toastPositions;
export type DialogPosition = (typeof dialogPositions)[number];

/** Where focus goes when a dialog opens (see `DialogContent`'s `initialFocus`). */
export const dialogInitialFocuses = ['first', 'title'] as const;
export type DialogInitialFocus = (typeof dialogInitialFocuses)[number];

export type DialogRootProps = RadixDialog.DialogProps;

/** Holds the open state (`open`/`onOpenChange`, or `defaultOpen`). Modal: focus is trapped inside. */
export function DialogRoot(props: DialogRootProps) {
  return <RadixDialog.Root {...props} />;
}

DialogRoot.displayName = 'DialogRoot';

export type DialogTriggerProps = ComponentPropsWithRef<typeof RadixDialog.Trigger>;

/** Opens the dialog; focus comes back to it on close. Use `asChild` around a `<Button>`. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <RadixDialog.Trigger {...props} />;
}

DialogTrigger.displayName = 'DialogTrigger';

type RadixContentProps = ComponentPropsWithRef<typeof RadixDialog.Content>;

export interface DialogContentProps extends Omit<RadixContentProps, 'title' | 'asChild'> {
  /** The heading, and the dialog's accessible name. */
  title: ReactNode;
  /** A line under the title; becomes the dialog's accessible description. */
  description?: ReactNode | undefined;
  /** Width: `sm` 26rem, `md` 38rem, `lg` 56rem (never wider than the viewport). Default `md`. */
  size?: DialogSize | undefined;
  /** Where it sits on screen (spec §3). Default `center`. */
  position?: DialogPosition | undefined;
  /** Accessible name of the close button. Default `닫기`. */
  closeLabel?: string | undefined;
  /** Leaves out the close button in the corner (then give the footer a way out). */
  hideCloseButton?: boolean | undefined;
  /**
   * `false` while the dialog must not be closed, e.g. while its form is being saved: Escape and
   * the close button do nothing. Default `true`.
   */
  dismissible?: boolean | undefined;
  /**
   * Close when the dimmed backdrop is clicked. Default `false`: a stray click must not throw
   * away a half-filled form.
   */
  closeOnOutsideClick?: boolean | undefined;
  /** Class of the dimmed backdrop. */
  overlayClassName?: string | undefined;
  /** Where to portal the dialog. Default `document.body`. */
  container?: HTMLElement | null | undefined;
  /**
   * Where focus goes on open: `first` (the first field or action, Radix's default) or `title`, for a
   * dialog that is read before it is acted on (an announcement): the title takes focus without
   * looking selected, and Tab reaches the first action. Default `first`.
   */
  initialFocus?: DialogInitialFocus | undefined;
}

/**
 * The dialog panel with its backdrop, title, optional description and close button. Put a
 * `DialogBody` and a `DialogFooter` inside; a `<form>` may wrap both (it does not break the
 * scrolling body). Focus is trapped inside while open and returns to the trigger on close.
 */
export function DialogContent({
  title,
  description,
  size = 'md',
  position = 'center',
  closeLabel = dialogMessagesKo.close,
  hideCloseButton = false,
  dismissible = true,
  closeOnOutsideClick = false,
  overlayClassName,
  container,
  initialFocus = 'first',
  className,
  children,
  onOpenAutoFocus,
  onEscapeKeyDown,
  onPointerDownOutside,
  ref,
  ...props
}: DialogContentProps) {
  const raised = useInsideModal();
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <RadixDialog.Portal container={container}>
      <RadixDialog.Overlay
        className={[styles.overlay({ raised }), overlayClassName].filter(Boolean).join(' ')}
        data-part="overlay"
      />
      <RadixDialog.Content
        {...props}
        ref={ref}
        className={[styles.content({ size, position }), className].filter(Boolean).join(' ')}
        data-size={size}
        data-position={position}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event);
          if (event.defaultPrevented || initialFocus !== 'title') return;
          event.preventDefault();
          titleRef.current?.focus();
        }}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event);
          if (!dismissible) event.preventDefault();
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          if (!dismissible || !closeOnOutsideClick) event.preventDefault();
        }}
      >
        <InsideModalContext value={true}>
          <div className={styles.header}>
            <RadixDialog.Title
              ref={titleRef}
              className={styles.title}
              tabIndex={initialFocus === 'title' ? -1 : undefined}
            >
              {title}
            </RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
            ) : null}
          </div>
          {children}
          {/* Last in the DOM, so opening focuses the first field rather than the close button. */}
          {hideCloseButton ? null : (
            <RadixDialog.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-label={closeLabel}
                disabled={!dismissible}
                className={styles.close}
              >
                <CloseIcon />
              </Button>
            </RadixDialog.Close>
          )}
        </InsideModalContext>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

DialogContent.displayName = 'DialogContent';

export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/** The dialog's main content; scrolls when the dialog reaches the viewport's height. */
export function DialogBody({ className, ...props }: DialogBodyProps) {
  return <div {...props} className={[styles.body, className].filter(Boolean).join(' ')} />;
}

DialogBody.displayName = 'DialogBody';

export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/** The row of actions at the bottom, aligned right (secondary first, primary last). */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return <div {...props} className={[styles.footer, className].filter(Boolean).join(' ')} />;
}

DialogFooter.displayName = 'DialogFooter';

export type DialogCloseProps = ComponentPropsWithRef<typeof RadixDialog.Close>;

/** Closes the dialog, e.g. `<DialogClose asChild><Button variant="secondary">취소</Button></DialogClose>`. */
export function DialogClose(props: DialogCloseProps) {
  return <RadixDialog.Close {...props} />;
}

DialogClose.displayName = 'DialogClose';
