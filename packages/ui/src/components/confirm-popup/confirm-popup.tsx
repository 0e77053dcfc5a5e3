import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, Ref } from 'react';
import { WarnIcon } from '../../icons/icons';
import { Button } from '../button/button';
import type { ConfirmOptions } from '../confirm-dialog/confirm-store';
// One wording for the same question, whether it comes as a dialog or as a popup.
import { confirmMessagesKo } from '../confirm-dialog/messages.ko';
import { failureText, useConfirmQuestion } from '../confirm-dialog/use-confirm-action';
import { useInsideModal } from '../dialog/overlay-layer';
import * as popoverStyles from '../popover/popover.css';
import type { PopoverAlign, PopoverSide } from '../popover/popover';
import * as styles from './confirm-popup.css';

export interface ConfirmPopupProps extends Pick<
  ConfirmOptions,
  'message' | 'acceptLabel' | 'rejectLabel' | 'acceptVariant' | 'onAccept' | 'onReject' | 'errorMessage'
> {
  /** The button that asks (e.g. a row's delete icon button); the popup points at it and focus returns to it. */
  trigger: ReactElement;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  /** Called with `false` after a dismissal or a successful accept. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Default `bottom`; it flips when there is no room. */
  side?: PopoverSide | undefined;
  /** Default `end`, so the popup of a row action stays inside the table. */
  align?: PopoverAlign | undefined;
  /** Class of the popup card. */
  className?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * The confirmation question anchored to the button that asked it, for row-level deletions in
 * tables. Role `alertdialog` named by the message; focus starts on the reject button and is kept
 * inside; Escape or a click outside rejects. `onAccept` may return a promise: the popup stays
 * open, accept showing progress, until it resolves, and shows an error if it rejects.
 */
export function ConfirmPopup({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  message,
  acceptLabel,
  rejectLabel = confirmMessagesKo.reject,
  acceptVariant = 'primary',
  onAccept,
  onReject,
  errorMessage,
  side = 'bottom',
  align = 'end',
  className,
  ref,
}: ConfirmPopupProps) {
  const { isOpen, setOpen, handleOpenChange, pending, failure, run } = useConfirmQuestion({
    open,
    defaultOpen,
    onOpenChange,
    onReject,
  });
  const raised = useInsideModal();
  const danger = acceptVariant === 'danger';

  const accept = () => {
    void run(
      () => onAccept?.({ reason: '' }),
      () => setOpen(false),
    );
  };

  return (
    <RadixPopover.Root open={isOpen} onOpenChange={handleOpenChange} modal>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          ref={ref}
          role="alertdialog"
          // Modal: focus is trapped and the page hidden from assistive technology meanwhile.
          aria-modal="true"
          side={side}
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className={[popoverStyles.panel({ raised }), styles.popup, className].filter(Boolean).join(' ')}
          data-accept-variant={acceptVariant}
          aria-busy={pending || undefined}
        >
          <div className={styles.main}>
            {danger ? (
              <span className={styles.icon} data-part="danger-icon">
                <WarnIcon />
              </span>
            ) : null}
            <RadixPopover.Title asChild>
              <p className={styles.message}>{message}</p>
            </RadixPopover.Title>
          </div>
          {failure ? (
            <p role="alert" className={styles.failure}>
              {failureText(errorMessage, failure.error)}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              disabled={pending}
              data-action="reject"
              onClick={() => handleOpenChange(false)}
            >
              {rejectLabel}
            </Button>
            <Button variant={acceptVariant} size="sm" loading={pending} data-action="accept" onClick={accept}>
              {acceptLabel ?? (danger ? confirmMessagesKo.delete : confirmMessagesKo.accept)}
            </Button>
          </div>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

ConfirmPopup.displayName = 'ConfirmPopup';
