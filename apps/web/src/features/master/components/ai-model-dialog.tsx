import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { aiModelForm, aiModelMutations, isApiError, ResultCode, type AiModelSettings } from '@cdmnet/api';
import {
  Button,
  Checkbox,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  PasswordField,
  TextField,
} from '@cdmnet/ui';
import { useForm } from '../../../app/forms';
import { masterCopy } from '../messages.ko';
import { SAVE_IN_DIALOG } from './connection-dialog';
import * as styles from '../master.css';

const t = masterCopy.aiModel;

type Field = 'url' | 'model' | 'key';
const fields: readonly Field[] = ['url', 'model', 'key'];

/**
 * A refused save's message placed under its field: the server names the field first (`url: 모델
 * 주소는 …`, or its Korean label where it has one), and the field shows only the sentence.
 */
function placeReply(message: string): { field: Field; message: string } | null {
  for (const field of fields) {
    for (const name of [field, t[field]]) {
      if (message.startsWith(`${name}:`)) return { field, message: message.slice(name.length + 1).trim() };
    }
  }
  return null;
}

export interface AiModelDialogProps {
  orgId: number;
  /** The model to modify; none to set one up. */
  current: AiModelSettings | null;
  onClose: () => void;
}

/**
 * 설정 / 수정 of the organisation's model (ux.md forms): the address, the model name and the key. The
 * key is write-only: the field starts empty and an empty one keeps the kept key; 키 삭제 removes it.
 * A refusal goes under its field, anything else below the fields; closes only on success.
 */
export function AiModelDialog({ orgId, current, onClose }: AiModelDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation(aiModelMutations.save(queryClient, orgId, SAVE_IN_DIALOG));
  const form = useForm({
    schema: aiModelForm,
    defaultValues: { url: current?.url ?? '', model: current?.model ?? '', key: '' },
  });
  const [removeKey, setRemoveKey] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { errors } = form.formState;
  const hasKey = current?.hasKey ?? false;

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const typed = typeof values.key === 'string' ? values.key.trim() : '';
    const key = removeKey ? { key: null } : typed !== '' ? { key: typed } : {};
    save.mutate(
      { url: values.url, model: values.model, ...key },
      {
        onSuccess: onClose,
        onError: (error) => {
          const placed =
            isApiError(error) && error.code === ResultCode.INVALID_INPUT ? placeReply(error.message) : null;
          if (placed) form.setError(placed.field, { message: placed.message }, { shouldFocus: true });
          else setFailure(error.message);
        },
      },
    );
  });

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !save.isPending) onClose();
      }}
    >
      <DialogContent
        title={current ? t.dialogTitle.modify : t.dialogTitle.register}
        description={t.dialogDescription}
        dismissible={!save.isPending}
      >
        <form noValidate onSubmit={submit}>
          <DialogBody>
            <div className={styles.fields}>
              <TextField
                label={t.url}
                helpText={t.urlHelp}
                required
                inputMode="url"
                autoComplete="off"
                error={errors.url?.message}
                {...form.register('url')}
              />
              <TextField
                label={t.model}
                helpText={t.modelHelp}
                required
                autoComplete="off"
                error={errors.model?.message}
                {...form.register('model')}
              />
              <PasswordField
                label={t.key}
                helpText={hasKey ? t.keyKeep : t.keyHelp}
                autoComplete="new-password"
                disabled={removeKey}
                error={errors.key?.message}
                {...form.register('key')}
              />
              {hasKey ? (
                <Checkbox
                  label={t.removeKey}
                  helpText={t.removeKeyHelp}
                  checked={removeKey}
                  onCheckedChange={(next) => setRemoveKey(next === true)}
                />
              ) : null}
              {failure ? (
                <div role="alert" className={styles.checkFailure}>
                  <p className={styles.checkFailureText}>{failure}</p>
                </div>
              ) : null}
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={save.isPending} onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
