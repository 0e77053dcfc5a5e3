import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod/mini';
import {
  IRB_DOCUMENT_MAX_BYTES,
  IRB_DOCUMENT_TYPES,
  IRB_INSTITUTION_MAX,
  IRB_NUMBER_MAX,
  irbKeys,
  irbMutations,
  irbRequestFields,
  isApiError,
  type IrbOrgStatus,
} from '@cdmnet/api';
import {
  Button,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogRoot,
  FileUpload,
  ProgressBar,
  Select,
  TextField,
  visuallyHidden,
} from '@cdmnet/ui';
import { validationMessages } from '@cdmnet/validators';
import { RefusalNote } from '../../../app/components/refusal-note';
import { Controller, useForm } from '../../../app/forms';
import { requestsCopy } from '../messages.ko';
import * as styles from '../project-requests.css';

const t = requestsCopy.dialog;

/** The form as typed: the organisation is a Select's value until the schema reads it as an id. */
interface IrbDraft {
  orgId: string;
  irbNumber: string;
  institution: string;
  validFrom: string;
  validUntil: string;
}
type IrbValues = z.output<typeof irbRequestFields>;
const draftSchema = irbRequestFields as unknown as z.ZodMiniType<IrbValues, IrbDraft>;

type DraftField = keyof IrbDraft;
type Field = DraftField | 'document';

/** Each field's label as the contract's and the server's messages name it (`유효 기간 종료일: …`). */
const fieldLabels: Record<Field, string> = {
  orgId: t.org,
  irbNumber: t.irbNumber,
  institution: t.institution,
  validFrom: t.validFrom,
  validUntil: t.validUntil,
  document: t.document,
};

/** The upload's own names for the file field, as a reply may use them. */
const documentKeys = ['files', 'file', '파일'];

/** A reply's message placed on its field (`유효 기간 종료일: 이미 지난 날짜입니다.`), or on none. */
function placeReply(message: string): { field: Field | null; message: string } {
  for (const [field, label] of Object.entries(fieldLabels) as [Field, string][]) {
    for (const name of [label, field, ...(field === 'document' ? documentKeys : [])]) {
      const prefix = `${name}:`;
      if (message.startsWith(prefix)) return { field, message: message.slice(prefix.length).trim() };
    }
  }
  return { field: null, message };
}

/** A message said under its field, without repeating the field's label. */
const underField = (field: Field, message: string) => {
  const placed = placeReply(message);
  return placed.field === field ? placed.message : message;
};

const blankFor = (orgs: readonly IrbOrgStatus[]): IrbDraft => {
  const open = orgs.filter((org) => org.state !== 'PENDING');
  // One organisation to ask: chosen already.
  const only = open.length === 1 ? open[0] : undefined;
  return {
    orgId: only ? String(only.orgId) : '',
    irbNumber: '',
    institution: '',
    validFrom: '',
    validUntil: '',
  };
};

export interface IrbRequestDialogProps {
  projectId: number;
  /** The project's target organisations, as the tab shows them. */
  orgs: readonly IrbOrgStatus[];
  onClose: () => void;
}

/**
 * IRB 승인 요청 (ux.md forms): the organisation (one of the project's targets; one whose request is
 * under review cannot be asked again), the approval's number, institution and validity, and its PDF.
 * Validated by the contract's `irbRequestFields`; the upload shows its progress, the dialog closes only
 * on success and the reply's message is the toast (요청되었습니다.). A refusal is toasted by the client
 * and said again where it belongs: under its field, or in the dialog.
 */
export function IrbRequestDialog({ projectId, orgs, onClose }: IrbRequestDialogProps) {
  const queryClient = useQueryClient();
  const request = useMutation(irbMutations.request(queryClient, projectId));
  const saving = request.isPending;
  const form = useForm({ schema: draftSchema, defaultValues: blankFor(orgs) });
  const { errors } = form.formState;
  // The organisation is the first field on screen, so the first an error focuses; its Controller renders
  // after the text fields have registered, so it is named first here.
  form.control.refFor('orgId', { writeValue: false });
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentError, setDocumentError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const orgOptions = orgs.map((org) => ({
    value: String(org.orgId),
    label: org.state === 'PENDING' ? t.orgPending(org.orgName) : org.orgName,
    disabled: org.state === 'PENDING',
  }));

  /** A field's message: an empty date is missing, not malformed; the label is above the field already. */
  const messageOf = (field: DraftField) => {
    const error = errors[field];
    if (!error?.message) return undefined;
    if ((field === 'validFrom' || field === 'validUntil') && form.watch(field) === '') {
      return validationMessages.required;
    }
    return underField(field, error.message);
  };

  const refused = (error: unknown) => {
    if (!isApiError(error)) return;
    // Someone else may have asked meanwhile: show the organisations as they are now.
    void queryClient.invalidateQueries({ queryKey: irbKeys.project(projectId) });
    const placed = placeReply(error.message);
    if (placed.field === 'document') setDocumentError(placed.message);
    else if (placed.field) form.setError(placed.field, { message: placed.message }, { shouldFocus: true });
    else setRefusal(error.message);
  };

  const send = form.handleSubmit((values) => {
    const document = documents[0];
    if (!document) return;
    setRefusal(null);
    setProgress(null);
    request.mutate(
      { ...values, document, onProgress: setProgress },
      { onSuccess: onClose, onError: refused },
    );
  });

  // The file is checked with the fields, so every missing piece is said at once.
  const submit = (event: FormEvent) => {
    if (documents.length === 0)
      setDocumentError(underField('document', requestsCopy.replies.documentRequired));
    send(event);
  };

  return (
    <DialogRoot
      open
      onOpenChange={(open) => {
        if (!open && !saving) onClose();
      }}
    >
      <DialogContent title={t.title} description={t.description} dismissible={!saving}>
        <form noValidate onSubmit={submit}>
          <DialogBody className={styles.formFields}>
            {refusal ? <RefusalNote message={refusal} /> : null}
            {/* Bound here rather than by SelectField: its message is said without the label (`기관: …`). */}
            <Controller
              control={form.control}
              name="orgId"
              render={({ field }) => (
                <Select
                  label={t.org}
                  helpText={t.orgHelp}
                  placeholder={t.orgPlaceholder}
                  required
                  options={orgOptions}
                  disabled={saving}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  error={messageOf('orgId')}
                />
              )}
            />
            <TextField
              label={t.irbNumber}
              helpText={t.irbNumberHelp(IRB_NUMBER_MAX)}
              required
              autoComplete="off"
              readOnly={saving}
              error={messageOf('irbNumber')}
              {...form.register('irbNumber')}
            />
            <TextField
              label={t.institution}
              helpText={t.institutionHelp(IRB_INSTITUTION_MAX)}
              required
              autoComplete="off"
              readOnly={saving}
              error={messageOf('institution')}
              {...form.register('institution')}
            />
            <div className={styles.period}>
              <TextField
                type="date"
                label={t.validFrom}
                helpText={t.periodHelp}
                required
                readOnly={saving}
                error={messageOf('validFrom')}
                {...form.register('validFrom')}
              />
              <TextField
                type="date"
                label={t.validUntil}
                required
                readOnly={saving}
                error={messageOf('validUntil')}
                {...form.register('validUntil')}
              />
            </div>
            <FileUpload
              label={
                // The kit's FileUpload has no `required` (FormField's) yet: the same mark as the fields
                // above, and for screen readers, who skip the mark, 필수 in the group's name.
                <>
                  {t.document}
                  <span className={styles.requiredMark} aria-hidden="true">
                    *
                  </span>
                  <span className={visuallyHidden}>{t.required}</span>
                </>
              }
              accept={IRB_DOCUMENT_TYPES}
              maxSize={IRB_DOCUMENT_MAX_BYTES}
              files={documents}
              onFilesChange={(next) => {
                setDocuments(next);
                setDocumentError(null);
              }}
              error={documentError ?? undefined}
              disabled={saving}
            />
            {saving ? (
              <ProgressBar
                label={t.uploading}
                value={progress === null ? null : Math.round(progress * 100)}
                tone={progress !== null && progress >= 1 ? 'success' : 'primary'}
              />
            ) : null}
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
