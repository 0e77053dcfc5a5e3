import { useState, type ReactNode } from 'react';
import { isApiError, ResultCode, type CallOptions } from '@cdmnet/api';
import { Button, DialogBody, DialogContent, DialogFooter, DialogRoot, type DialogSize } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.dialogs;

/** The dialog shows a refused save itself (below the fields), so the client does not toast it too. */
export const SAVE_IN_DIALOG: CallOptions = { inPlace: 'failures' };

/** Why the last save was refused; a failed connection check (code 1040) may be saved anyway. */
export interface SaveFailure {
  message: string;
  canSaveAnyway: boolean;
}

/**
 * What a save reports back: the refusal stays in the open dialog, and after a failed connection check
 * (code 1040) the dialog offers 그래도 저장.
 */
export function useConnectionCheck() {
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [anyway, setAnyway] = useState(false);
  return {
    failure,
    /** Whether the save running is a 그래도 저장. */
    anyway,
    /** Callbacks for `mutate`: `onSaved` runs on success (the dialog closes). */
    callbacks: (saveAnyway: boolean, onSaved: () => void) => {
      setAnyway(saveAnyway);
      return {
        onSuccess: () => {
          setFailure(null);
          onSaved();
        },
        onError: (error: Error) =>
          setFailure({
            message: error.message,
            canSaveAnyway: isApiError(error) && error.code === ResultCode.CONNECTION_CHECK_FAILED,
          }),
      };
    },
  };
}

export interface ConnectionDialogProps {
  /** `분석 엔진 등록`, `ATLAS 웹 API 수정`, …: the service and what is done to it. */
  title: string;
  size?: DialogSize | undefined;
  /** True while the save (and its check) runs: nothing closes the dialog then. */
  pending: boolean;
  /** Whether the running save is a 그래도 저장 (that button shows the progress). */
  anyway: boolean;
  /** Why the last save was refused. */
  failure: SaveFailure | null;
  onClose: () => void;
  onSave: () => void;
  onSaveAnyway: () => void;
  children: ReactNode;
  /** Keeps 저장 disabled (no engine to choose yet). */
  saveDisabled?: boolean | undefined;
}

/**
 * The register and modify dialog of an engine, ATLAS or CDM: the fields, then what the connection
 * check found when it failed, then 취소, 그래도 저장 (after a failure) and 저장. Closes only on success.
 */
export function ConnectionDialog({
  title,
  size,
  pending,
  anyway,
  failure,
  onClose,
  onSave,
  onSaveAnyway,
  children,
  saveDisabled = false,
}: ConnectionDialogProps) {
  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent title={title} description={t.registerDescription} size={size} dismissible={!pending}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          <DialogBody>
            <div className={styles.fields}>
              {children}
              {failure ? (
                <div role="alert" className={styles.checkFailure}>
                  {failure.canSaveAnyway ? (
                    <p className={styles.checkFailureTitle}>{t.checkFailedTitle}</p>
                  ) : null}
                  <p className={styles.checkFailureText}>{failure.message}</p>
                </div>
              ) : null}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={pending} onClick={onClose}>
              {t.cancel}
            </Button>
            {failure?.canSaveAnyway ? (
              <Button
                variant="secondary"
                loading={pending && anyway}
                disabled={pending}
                onClick={onSaveAnyway}
              >
                {t.saveAnyway}
              </Button>
            ) : null}
            <Button type="submit" loading={pending && !anyway} disabled={saveDisabled || pending}>
              {pending && !anyway ? t.checking : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
