import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  deliveryChannelLabels,
  deliveryChannels,
  RESULT_REQUEST_NOTE_MAX,
  resultRequestForm,
  resultRequestKindLabels,
  resultRequestsMutations,
  type DeliveryChannel,
  type ResultRequest,
  type ResultRequestKind,
} from '@cdmnet/api';
import { Button, DialogBody, DialogContent, DialogFooter, DialogRoot, Textarea } from '@cdmnet/ui';
import { useForm } from '../forms';
import { SelectField } from '../forms/select-field';
import { componentCopy } from './messages.ko';
import { RefusalNote } from './refusal-note';
import * as styles from './result-request-dialog.css';

const t = componentCopy.resultRequest;

/** The form as typed: the channel as the Select holds it (only a DELIVERY request has one). */
interface RequestDraft {
  channel: DeliveryChannel;
  note: string;
}

// The contract's rules with its words: the note's length, the channel one of FNET and SHINY.
const draftSchema = z.object({
  channel: z.enum(deliveryChannels),
  note: resultRequestForm.shape.note,
}) as unknown as z.ZodMiniType<RequestDraft, RequestDraft>;

export interface ResultRequestDialogProps {
  projectId: number;
  analysisId: number;
  /** One execution (its page), or the ones chosen on the analysis page. */
  executionIds: readonly number[];
  kind: ResultRequestKind;
  /** What is asked about, in words: `부산해오름병원 · HAEORUM_CDM · 실행 #12`, or `실행 3개`. */
  subject: string;
  /** A request of the caller's still waiting: the dialog changes it instead of asking anew. */
  waiting?: ResultRequest | undefined;
  onClose: () => void;
}

/**
 * 결과 조회 요청 / 결과 반출 요청 (domain.md "Result permissions"): why (optional, up to the contract's
 * length) and, for a delivery, how the results leave. The reply's 요청했습니다. is the toast and the
 * dialog closes; a refusal (already allowed, already waiting, a channel the member may not use, no
 * Shiny app) stays in the dialog in the server's words. Asked in bulk, executions that need no request
 * are left out by the server; when none was left, the dialog says so instead of pretending. Opened on
 * a request still waiting, it changes that request's reason and channel (요청 수정).
 */
export function ResultRequestDialog({
  projectId,
  analysisId,
  executionIds,
  kind,
  subject,
  waiting,
  onClose,
}: ResultRequestDialogProps) {
  const queryClient = useQueryClient();
  const ask = useMutation(resultRequestsMutations.ask(queryClient, projectId, analysisId));
  const update = useMutation(
    resultRequestsMutations.update(queryClient, {
      projectId,
      analysisId,
      // Only called with `waiting`, whose execution it is.
      executionId: waiting?.executionId ?? 0,
    }),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm({
    schema: draftSchema,
    defaultValues: { channel: waiting?.channel ?? 'FNET', note: waiting?.note ?? '' },
  });
  const errors = form.formState.errors;
  const saving = ask.isPending || update.isPending;
  const kindLabel = resultRequestKindLabels[kind];
  const refusedTitle = waiting ? t.editRefused : t.refused;

  const submit = form.handleSubmit(({ channel, note }) => {
    setRefusal(null);
    const onError = (error: Error) => setRefusal(error.message || refusedTitle);
    if (waiting) {
      const body = kind === 'DELIVERY' ? { channel, note } : { note };
      update.mutate({ ...body, permId: waiting.id }, { onSuccess: onClose, onError });
      return;
    }
    const body = kind === 'DELIVERY' ? { kind, channel, note } : { kind, note };
    ask.mutate(
      { ...body, executionIds: [...executionIds] },
      { onSuccess: (created) => (created.length === 0 ? setRefusal(t.nothingAsked) : onClose()), onError },
    );
  });

  const newDescription = kind === 'VIEW' ? t.descriptionView : t.descriptionDelivery;

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent
        title={waiting ? t.editTitle(kindLabel) : t.title(kindLabel)}
        description={waiting ? t.editDescription : newDescription}
        dismissible={!saving}
      >
        <form noValidate onSubmit={submit}>
          <DialogBody className={styles.fields}>
            <dl className={styles.subject}>
              <dt className={styles.subjectTerm}>{t.subject}</dt>
              <dd className={styles.subjectValue}>{subject}</dd>
            </dl>
            {kind === 'DELIVERY' ? (
              <SelectField
                control={form.control}
                name="channel"
                label={t.channel}
                helpText={t.channelHelp}
                required
                options={deliveryChannels.map((channel) => ({
                  value: channel,
                  label: deliveryChannelLabels[channel],
                }))}
                disabled={saving}
              />
            ) : null}
            <Textarea
              label={t.note}
              helpText={t.noteHelp}
              placeholder={t.notePlaceholder}
              maxLength={RESULT_REQUEST_NOTE_MAX}
              rows={3}
              disabled={saving}
              error={errors.note?.message}
              {...form.register('note')}
            />
            {refusal ? <RefusalNote title={refusedTitle} message={refusal} /> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {waiting ? t.save : t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
