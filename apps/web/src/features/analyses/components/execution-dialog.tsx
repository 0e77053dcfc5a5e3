import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import {
  call,
  executionForm,
  executionsApi,
  executionsMutations,
  type AnalysisDetail,
  type AnalysisTarget,
} from '@cdmnet/api';
import { Button, Checkbox, DialogBody, DialogContent, DialogFooter, DialogRoot } from '@cdmnet/ui';
import { RefusalNote } from '../../../app/components/refusal-note';
import { Controller, useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { sortTargets } from '../analysis-format';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

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

/** The targets grouped by organisation, in the order the analysis page lists them. */
function byOrganisation(targets: readonly AnalysisTarget[]) {
  const groups = new Map<number, { orgName: string; cdms: AnalysisTarget[] }>();
  for (const target of sortTargets(targets)) {
    const group = groups.get(target.orgId) ?? { orgName: target.orgName, cdms: [] };
    group.cdms.push(target);
    groups.set(target.orgId, group);
  }
  return [...groups.entries()];
}

export interface ExecutionDialogProps {
  projectId: number;
  analysis: AnalysisDetail;
  onClose: () => void;
}

/**
 * 분석 실행 (ux.md forms): the package version (the newest chosen) and one or more of the analysis's
 * target CDMs, one execution each. The submit button shows progress; the reply's 실행을 시작했습니다.
 * is the toast and the dialog closes. A refusal (a level below E, a missing IRB approval, a blocked or
 * offline hospital: the server's sentence names it) stays in the dialog, which stays open.
 */
export function ExecutionDialog({ projectId, analysis, onClose }: ExecutionDialogProps) {
  const queryClient = useQueryClient();
  const create = useMutation({
    ...executionsMutations.create(queryClient, projectId, analysis.id),
    // Said in the dialog, not toasted as well; the success is the toast.
    mutationFn: (body: { cdmIds: number[]; version?: number }) =>
      call(
        executionsApi.createExecutions,
        { params: { id: projectId, analysisId: analysis.id }, body },
        { inPlace: 'failures' },
      ),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();
  const groups = byOrganisation(analysis.targets);
  const only = analysis.targets.length === 1 ? analysis.targets[0]?.cdmId : undefined;
  const form = useForm({
    schema: draftSchema,
    defaultValues: {
      version: String(analysis.latestVersion ?? ''),
      cdmIds: only === undefined ? [] : [only],
    },
  });
  const saving = create.isPending;
  const firstCdmId = groups[0]?.[1].cdms[0]?.cdmId;

  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    create.mutate(values, {
      onSuccess: onClose,
      onError: (error) => setRefusal(error.message || t.refused),
    });
  });

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent title={t.title} description={t.description} size="lg" dismissible={!saving}>
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
              render={({ field, fieldState }) => {
                const chosen = new Set(field.value);
                const toggle = (cdmId: number, on: boolean) =>
                  field.onChange(
                    on
                      ? [...field.value.filter((id) => id !== cdmId), cdmId]
                      : field.value.filter((id) => id !== cdmId),
                  );
                const error = fieldState.error?.message;
                return (
                  <fieldset
                    className={styles.targetField}
                    aria-describedby={messageId}
                    data-invalid={error ? true : undefined}
                  >
                    <legend className={styles.targetLegend}>
                      {t.targets}
                      <span className={styles.requiredMark} aria-hidden="true">
                        *
                      </span>
                    </legend>
                    <div className={styles.targetOrgs}>
                      {groups.map(([orgId, group]) => (
                        <fieldset key={orgId} className={styles.targetOrg}>
                          <legend className={styles.targetOrgName}>{group.orgName}</legend>
                          {group.cdms.map((cdm) => (
                            <Checkbox
                              key={cdm.cdmId}
                              ref={cdm.cdmId === firstCdmId ? field.ref : undefined}
                              label={cdm.cdmName}
                              checked={chosen.has(cdm.cdmId)}
                              disabled={saving}
                              onCheckedChange={(checked) => toggle(cdm.cdmId, checked === true)}
                              onBlur={field.onBlur}
                            />
                          ))}
                        </fieldset>
                      ))}
                    </div>
                    <p id={messageId} className={error ? styles.fieldError : styles.fieldHelp}>
                      {error ?? t.targetsHelp}
                    </p>
                  </fieldset>
                );
              }}
            />
            {refusal ? <RefusalNote title={t.refused} message={refusal} /> : null}
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {t.submit}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
