import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import {
  ANALYSIS_DESCRIPTION_MAX,
  analysesMutations,
  analysesQueries,
  analysisForm,
  isApiError,
  usersQueries,
  type AnalysisDetail,
  type AnalysisForm,
  type AnalysisFormValues,
  type AnalysisType,
} from '@cdmnet/api';
import { Button, DialogBody, DialogContent, DialogFooter, DialogRoot, Textarea, TextField } from '@cdmnet/ui';
import { Controller, useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { closedTypeReasons, refusedField, typeOptions, withoutLabel } from '../analysis-format';
import { analysisPath } from '../analysis-path';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';
import { TargetField } from './target-field';

const t = analysisCopy.form;

/** The form as typed: a new analysis's type is chosen, not defaulted (the schema refuses `''` in words). */
type AnalysisDraft = Omit<AnalysisForm, 'type' | 'cdmIds'> & { type: AnalysisType | ''; cdmIds: number[] };
const draftSchema = analysisForm as unknown as z.ZodMiniType<AnalysisFormValues, AnalysisDraft>;

const blank: AnalysisDraft = { name: '', description: '', type: '', cdmIds: [] };

const valuesOf = (analysis: AnalysisDetail): AnalysisDraft => ({
  name: analysis.name,
  description: analysis.description,
  type: analysis.type,
  cdmIds: analysis.targets.map((target) => target.cdmId),
});

/** A field's message without the field's name before it (a reply's `대상 CDM: …`). */
const messageOf = (message: string | undefined, label: string) => message && withoutLabel(message, label);

export interface AnalysisDialogProps {
  projectId: number;
  /** The analysis to modify; none to create one. */
  analysis?: AnalysisDetail | undefined;
  onClose: () => void;
}

/**
 * 분석 만들기 and 분석 수정 (ux.md forms): name, description, type and target CDMs, validated by the
 * contract's `analysisForm`. A type gated by a research role (ADVANCED_ANALYSIS, ML, FL) cannot be
 * chosen without that role, and the form says why under the Select. The submit button shows progress,
 * the dialog closes only on success and the reply's message is the toast (등록되었습니다. /
 * 수정되었습니다.); a refusal about the type or the targets is said under that field too. A new analysis
 * opens at once, where its package is uploaded.
 */
export function AnalysisDialog({ projectId, analysis, onClose }: AnalysisDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(analysesMutations.create(queryClient, projectId));
  const modify = useMutation(analysesMutations.modify(queryClient, projectId, analysis?.id ?? -1));
  const targets = useQuery(analysesQueries.targets(projectId));
  const profile = useQuery(usersQueries.profile());
  const roles = profile.data?.researchRole ?? [];
  const reasons = profile.data ? closedTypeReasons(roles) : [];
  const reasonsId = useId();
  const saving = create.isPending || modify.isPending;
  const form = useForm({ schema: draftSchema, defaultValues: analysis ? valuesOf(analysis) : blank });
  const { errors } = form.formState;

  const refused = (error: unknown) => {
    // The reply toasts by itself; a refused type or target is also said under its field.
    if (!isApiError(error)) return;
    const field = refusedField(error.message);
    if (!field) return;
    const label = field === 'type' ? t.type : t.targets;
    form.setError(field, { message: messageOf(error.message, label) }, { shouldFocus: true });
  };

  const submit = form.handleSubmit((values) => {
    if (analysis) {
      modify.mutate(values, { onSuccess: onClose, onError: refused });
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        onClose();
        void navigate(analysisPath(projectId, created.id));
      },
      onError: refused,
    });
  });

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent
        title={analysis ? t.modifyTitle : t.createTitle}
        description={analysis ? t.modifyDescription : t.createDescription}
        size="lg"
        dismissible={!saving}
      >
        <form noValidate onSubmit={submit}>
          <DialogBody className={styles.formFields}>
            <TextField
              label={t.name}
              helpText={t.nameHelp}
              required
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <Textarea
              label={t.description}
              helpText={t.descriptionHelp}
              maxLength={ANALYSIS_DESCRIPTION_MAX}
              rows={3}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <div className={styles.stack}>
              <SelectField
                control={form.control}
                name="type"
                label={t.type}
                helpText={t.typeHelp}
                placeholder={t.typePlaceholder}
                required
                options={typeOptions(roles)}
                disabled={saving}
                aria-describedby={reasons.length > 0 ? reasonsId : undefined}
              />
              {reasons.length > 0 ? (
                <ul id={reasonsId} className={styles.reasons} aria-label={t.typeReasons}>
                  {reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              ) : null}
            </div>
            <Controller
              control={form.control}
              name="cdmIds"
              render={({ field, fieldState }) => (
                <TargetField
                  options={targets.data}
                  failed={targets.isError}
                  onRetry={() => void targets.refetch()}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={messageOf(fieldState.error?.message, t.targets)}
                  disabled={saving}
                />
              )}
            />
          </DialogBody>
          <DialogFooter>
            <Button variant="secondary" disabled={saving} onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {analysis ? t.modify : t.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
