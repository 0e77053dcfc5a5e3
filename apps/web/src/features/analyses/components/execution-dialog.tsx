import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import {
  executionForm,
  executionMessages,
  executionsMutations,
  executionsQueries,
  type AnalysisDetail,
  type ExecutionStartReport,
} from '@cdmnet/api';
import { Button, DialogBody, DialogContent, DialogFooter, DialogRoot } from '@cdmnet/ui';
import { RefusalNote } from '../../../app/components/refusal-note';
import { Controller, useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';
import { RunReport } from './run-report';
import { RunTargets } from './run-targets';

const t = analysisCopy.run;

/** The form as typed: the Select's version as text, the chosen CDMs. */
interface ExecutionDraft {
  version: string;
  cdmIds: number[];
}

// The contract's rule for the CDMs (at least one, at most 50) with its words; the version is one of
// the analysis's own, offered by the Select.
const draftSchema = z.object({
  version: z.pipe(z.string(), z.transform(Number)),
  cdmIds: executionForm.shape.cdmIds,
}) as unknown as z.ZodMiniType<{ version: number; cdmIds: number[] }, ExecutionDraft>;

export interface ExecutionDialogProps {
  projectId: number;
  analysis: AnalysisDetail;
  onClose: () => void;
}

/**
 * 분석 실행 (ux.md forms): the package version (the newest chosen) and one or more of the analysis's
 * target CDMs, one execution each. The dialog first asks the server which CDMs the user may run on now:
 * the others are greyed out, each with why and what to do (apply to the hospital, ask for a level or
 * IRB approval; a blocked hospital or an engine that is down). The submit button shows progress. When
 * every chosen CDM started, the reply is the toast and the dialog closes; when some were refused, the
 * toast says how many and the dialog lists what started and what did not, with the reasons; when none
 * could start, the server's refusal (naming each CDM) stays in the form, which stays open.
 */
export function ExecutionDialog({ projectId, analysis, onClose }: ExecutionDialogProps) {
  const queryClient = useQueryClient();
  const targets = useQuery(executionsQueries.targets(projectId, analysis.id));
  const create = useMutation(executionsMutations.create(queryClient, projectId, analysis.id));
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, setReport] = useState<ExecutionStartReport | null>(null);
  const messageId = useId();
  const only = analysis.targets.length === 1 ? analysis.targets[0]?.cdmId : undefined;
  const form = useForm({
    schema: draftSchema,
    defaultValues: {
      version: String(analysis.latestVersion ?? ''),
      cdmIds: only === undefined ? [] : [only],
    },
  });
  const saving = create.isPending;
  const runnable = new Set(targets.data?.filter((c) => c.block === null).map((c) => c.cdmId));

  const submit = form.handleSubmit((values) => {
    // A CDM greyed out since it was chosen (the answer came later, or changed) is not sent.
    const cdmIds = values.cdmIds.filter((cdmId) => runnable.has(cdmId));
    if (cdmIds.length === 0) {
      form.setError('cdmIds', { message: executionMessages.cdmsRequired }, { shouldFocus: true });
      return;
    }
    setRefusal(null);
    create.mutate(
      { ...values, cdmIds },
      {
        onSuccess: (started) => (started.refused.length === 0 ? onClose() : setReport(started)),
        onError: (error) => {
          setRefusal(error.message || t.refused);
          // What refused the start is likely to grey those CDMs out now.
          void targets.refetch();
        },
      },
    );
  });

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent title={t.title} description={t.description} size="lg" dismissible={!saving}>
        {report ? (
          <>
            <DialogBody>
              <RunReport projectId={projectId} analysisId={analysis.id} report={report} />
            </DialogBody>
            <DialogFooter>
              <Button onClick={onClose}>{t.close}</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={submit}>
            <DialogBody className={styles.formFields}>
              <SelectField
                control={form.control}
                name="version"
                label={t.version}
                helpText={t.versionHelp}
                required
                options={analysis.versions.map((v) => ({
                  value: String(v.version),
                  label: t.versionOption(v.version, v.fileName),
                }))}
                disabled={saving}
              />
              <Controller
                control={form.control}
                name="cdmIds"
                render={({ field, fieldState }) => (
                  <RunTargets
                    projectId={projectId}
                    targets={targets.data}
                    checking={targets.isFetching}
                    failed={targets.isError}
                    onRecheck={() => void targets.refetch()}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    fieldRef={field.ref}
                    error={fieldState.error?.message}
                    disabled={saving}
                    messageId={messageId}
                  />
                )}
              />
              {refusal ? <RefusalNote title={t.refused} message={refusal} /> : null}
            </DialogBody>
            <DialogFooter>
              <Button variant="secondary" disabled={saving} onClick={onClose}>
                {t.cancel}
              </Button>
              <Button type="submit" loading={saving} disabled={runnable.size === 0}>
                {t.submit}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
