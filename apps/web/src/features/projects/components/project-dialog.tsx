import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod/mini';
import {
  isApiError,
  openScopeLabels,
  openScopes,
  PROJECT_DESCRIPTION_MAX,
  projectColors,
  projectForm,
  projectsKeys,
  projectsMutations,
  researchPurposeLabels,
  researchPurposes,
  ResultCode,
  type ProjectForm,
  type ProjectFormValues,
  type ProjectSummary,
  type ResearchPurpose,
} from '@cdmnet/api';
import { Button, DialogBody, DialogContent, DialogFooter, DialogRoot, Textarea, TextField } from '@cdmnet/ui';
import { Controller, useForm } from '../../../app/forms';
import { SelectField } from '../../../app/forms/select-field';
import { projectCopy } from '../messages.ko';
import { projectPath } from '../project-path';
import * as styles from '../projects.css';
import { ColorField } from './color-field';

const t = projectCopy.form;

/** The form as typed: a new project's type is chosen, not defaulted (the schema refuses `''` in words). */
type ProjectDraft = Omit<ProjectForm, 'purpose'> & { purpose: ResearchPurpose | '' };
const draftSchema = projectForm as z.ZodMiniType<ProjectFormValues, ProjectDraft>;

const openScopeOptions = openScopes.map((scope) => ({ value: scope, label: openScopeLabels[scope] }));
const purposeOptions = researchPurposes.map((purpose) => ({
  value: purpose,
  label: researchPurposeLabels[purpose],
}));

const blank: ProjectDraft = {
  name: '',
  description: '',
  openScope: 'PRIVATE',
  purpose: '',
  color: projectColors[0],
};

const valuesOf = (project: ProjectSummary): ProjectDraft => ({
  name: project.name,
  description: project.description,
  openScope: project.openScope,
  purpose: project.purpose,
  color: project.color,
});

/** `프로젝트 이름: 같은 이름의…` said under the name field, without repeating the field's label. */
const withoutLabel = (message: string) => message.replace(new RegExp(`^${t.name}:\\s*`), '');

export interface ProjectDialogProps {
  /** The project to modify; none to create one. */
  project?: ProjectSummary | undefined;
  onClose: () => void;
}

/**
 * 새 프로젝트 and 프로젝트 수정 (ux.md forms): validated by the contract's `projectForm`, the submit
 * button shows progress, the dialog closes only on success and the reply's message is the toast
 * (등록되었습니다. / 수정되었습니다.). A new project opens at once.
 */
export function ProjectDialog({ project, onClose }: ProjectDialogProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const create = useMutation(projectsMutations.create(queryClient));
  const modify = useMutation(projectsMutations.modify(queryClient, project?.id ?? -1));
  const saving = create.isPending || modify.isPending;
  const form = useForm({ schema: draftSchema, defaultValues: project ? valuesOf(project) : blank });
  const { errors } = form.formState;

  const refused = (error: unknown) => {
    // The reply toasts by itself; a taken name is also said under the field it concerns.
    if (isApiError(error) && error.code === ResultCode.CONFLICT) {
      form.setError('name', { message: withoutLabel(error.message) }, { shouldFocus: true });
    }
  };

  const submit = form.handleSubmit((values) => {
    if (project) {
      modify.mutate(values, { onSuccess: onClose, onError: refused });
      return;
    }
    create.mutate(values, {
      onSuccess: (created) => {
        // The reply is the project as its creator sees it: its page opens without asking again.
        queryClient.setQueryData(projectsKeys.access(created.id), created.me);
        queryClient.setQueryData(projectsKeys.detail(created.id), created);
        onClose();
        void navigate(projectPath(created.id));
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
        title={project ? t.modifyTitle : t.createTitle}
        description={project ? t.modifyDescription : t.createDescription}
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
              maxLength={PROJECT_DESCRIPTION_MAX}
              rows={3}
              error={errors.description?.message}
              {...form.register('description')}
            />
            <SelectField
              control={form.control}
              name="openScope"
              label={t.openScope}
              helpText={t.openScopeHelp}
              required
              options={openScopeOptions}
              disabled={saving}
            />
            <SelectField
              control={form.control}
              name="purpose"
              label={t.purpose}
              helpText={t.purposeHelp}
              placeholder={t.purposePlaceholder}
              required
              options={purposeOptions}
              disabled={saving}
            />
            <Controller
              control={form.control}
              name="color"
              render={({ field, fieldState }) => (
                <ColorField
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
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
              {project ? t.modify : t.create}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
