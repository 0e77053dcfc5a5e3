import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactElement, Ref } from 'react';
import { WarnIcon } from '../../icons/icons';
import { Button } from '../button/button';
import * as dialogStyles from '../dialog/dialog.css';
import { InsideModalContext, useInsideModal } from '../dialog/overlay-layer';
import * as styles from './confirm-dialog.css';
import { confirmStore } from './confirm-store';
import type { ConfirmOptions, ConfirmStore } from './confirm-store';
import { confirmMessagesKo } from './messages.ko';
import { failureText, isPromiseLike, useConfirmQuestion, useJustOpened } from './use-confirm-action';

export interface ConfirmDialogProps extends ConfirmOptions {
  /** The element that opens it (a `<Button>`); focus returns to it on close. Optional when controlled. */
  trigger?: ReactElement | undefined;
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  /** Called with `false` after a dismissal or a successful accept. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Runs when the dialog has closed and would move focus; `preventDefault()` to move it yourself. */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Class of the dialog panel. */
  className?: string | undefined;
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * A modal question with accept and reject buttons (Radix alert dialog: role `alertdialog`,
 * focus on the reject button, Escape rejects, the backdrop does not close it). With
 * `reason`, it collects the reason for an irreversible decision in the same dialog.
 */
export function ConfirmDialog({
  trigger,
  open,
  defaultOpen,
  onOpenChange,
  onCloseAutoFocus,
  message,
  title,
  acceptLabel,
  rejectLabel = confirmMessagesKo.reject,
  acceptVariant = 'primary',
  onAccept,
  onReject,
  errorMessage,
  reason = 'none',
  reasonLabel = confirmMessagesKo.reasonLabel,
  reasonPlaceholder,
  reasonRequiredMessage = confirmMessagesKo.reasonRequired,
  className,
  ref,
}: ConfirmDialogProps) {
  const { isOpen, setOpen, handleOpenChange, pending, failure, run } = useConfirmQuestion({
    open,
    defaultOpen,
    onOpenChange,
    onReject,
  });
  const [reasonText, setReasonText] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const raised = useInsideModal();
  const id = useId();
  const reasonId = `confirm-reason-${id}`;
  const reasonErrorId = `${reasonId}-error`;
  const danger = acceptVariant === 'danger';
  const asksReason = reason !== 'none';

  if (useJustOpened(isOpen)) {
    setReasonText('');
    setReasonMissing(false);
  }

  const accept = () => {
    const given = reasonText.trim();
    if (reason === 'required' && given === '') {
      setReasonMissing(true);
      reasonRef.current?.focus();
      return;
    }
    void run(
      () => onAccept?.({ reason: asksReason ? given : '' }),
      () => setOpen(false),
    );
  };

  return (
    <RadixAlertDialog.Root open={isOpen} onOpenChange={handleOpenChange}>
      {trigger ? <RadixAlertDialog.Trigger asChild>{trigger}</RadixAlertDialog.Trigger> : null}
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={dialogStyles.overlay({ raised })} data-part="overlay" />
        <RadixAlertDialog.Content
          ref={ref}
          className={[dialogStyles.content({ size: 'sm', position: 'center' }), className]
            .filter(Boolean)
            .join(' ')}
          aria-modal="true"
          data-accept-variant={acceptVariant}
          aria-busy={pending || undefined}
          // With a reason to write, start there rather than on the reject button.
          onOpenAutoFocus={(event) => {
            if (!asksReason) return;
            event.preventDefault();
            reasonRef.current?.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <InsideModalContext value={true}>
            <div className={styles.main}>
              {danger ? (
                <span className={styles.icon} data-part="danger-icon">
                  <WarnIcon />
                </span>
              ) : null}
              <div className={styles.text}>
                {title ? (
                  <>
                    <RadixAlertDialog.Title className={styles.title}>{title}</RadixAlertDialog.Title>
                    <RadixAlertDialog.Description className={styles.message}>
                      {message}
                    </RadixAlertDialog.Description>
                  </>
                ) : (
                  <RadixAlertDialog.Title asChild>
                    <p className={styles.message}>{message}</p>
                  </RadixAlertDialog.Title>
                )}
              </div>
            </div>
            {asksReason ? (
              <div className={styles.reason}>
                <label htmlFor={reasonId} className={styles.reasonLabel}>
                  {reasonLabel}
                  {reason === 'required' ? (
                    <span className={styles.requiredMark} aria-hidden="true">
                      *
                    </span>
                  ) : null}
                </label>
                <textarea
                  ref={reasonRef}
                  id={reasonId}
                  className={styles.textarea}
                  rows={3}
                  value={reasonText}
                  placeholder={reasonPlaceholder}
                  required={reason === 'required'}
                  disabled={pending}
                  aria-invalid={reasonMissing || undefined}
                  aria-describedby={reasonMissing ? reasonErrorId : undefined}
                  onChange={(event) => {
                    setReasonText(event.currentTarget.value);
                    if (event.currentTarget.value.trim() !== '') setReasonMissing(false);
                  }}
                />
                {reasonMissing ? (
                  <p id={reasonErrorId} className={styles.fieldError}>
                    {reasonRequiredMessage}
                  </p>
                ) : null}
              </div>
            ) : null}
            {failure ? (
              <p role="alert" className={styles.failure}>
                {failureText(errorMessage, failure.error)}
              </p>
            ) : null}
            <div className={styles.actions}>
              <RadixAlertDialog.Cancel asChild>
                <Button variant="secondary" disabled={pending} data-action="reject">
                  {rejectLabel}
                </Button>
              </RadixAlertDialog.Cancel>
              <Button variant={acceptVariant} loading={pending} onClick={accept} data-action="accept">
                {acceptLabel ?? (danger ? confirmMessagesKo.delete : confirmMessagesKo.accept)}
              </Button>
            </div>
          </InsideModalContext>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}

ConfirmDialog.displayName = 'ConfirmDialog';

export interface ConfirmHostProps {
  /** The queue to show. Default: the kit's, fed by `confirm()`. */
  store?: ConfirmStore | undefined;
}

/**
 * Shows the questions asked through `confirm()`, one at a time. Mount it once near the root of
 * the app (beside the Toaster).
 */
export function ConfirmHost({ store = confirmStore }: ConfirmHostProps) {
  const requests = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const current = requests[0];
  if (!current) return null;
  const { id, options, open, returnFocus } = current;

  return (
    <ConfirmDialog
      key={id}
      {...options}
      open={open}
      onAccept={(context) => {
        const result = options.onAccept?.(context);
        if (isPromiseLike(result)) return Promise.resolve(result).then(() => store.settle(id, true));
        store.settle(id, true);
        return undefined;
      }}
      onReject={() => {
        options.onReject?.();
        store.settle(id, false);
      }}
      onCloseAutoFocus={(event) => {
        // There is no trigger to go back to: return focus to what had it when the question came.
        event.preventDefault();
        if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus();
        store.remove(id);
      }}
    />
  );
}

ConfirmHost.displayName = 'ConfirmHost';
