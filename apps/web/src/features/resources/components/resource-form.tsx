import { useId, useState } from 'react';
import { useForm } from '../../../app/forms';
import {
  RESOURCE_MAX_FILE_BYTES,
  RESOURCE_MAX_FILES,
  resourceFields,
  type ResourceFields,
  type ResourceFile,
} from '@cdmnet/api';
import { Button, FileUpload, formatFileSize, ProgressBar } from '@cdmnet/ui';
import { ContentForm } from '../../../app/content';
import { resourceMessages } from '../messages.ko';
import * as styles from '../resources.css';

const t = resourceMessages;

const blank: ResourceFields = { title: '', content: '' };
const noFiles: readonly ResourceFile[] = [];

export interface ResourceFormValues extends ResourceFields {
  /** New attachments to upload. */
  files: File[];
  /** The existing attachments to keep (editing). */
  keepFileIds: number[];
}

export interface ResourceFormProps {
  /** The card's heading: 자료 등록 or 자료 수정. */
  heading: string;
  defaultValues?: ResourceFields | undefined;
  /** The saved attachments when editing: each may be kept or removed. */
  existingFiles?: readonly ResourceFile[] | undefined;
  /** True while the save runs: the button shows progress and the form cannot be sent twice. */
  saving: boolean;
  /** The upload's progress, 0 to 1, while saving; null while unknown. */
  progress: number | null;
  onSubmit: (values: ResourceFormValues) => void;
  onCancel: () => void;
}

/**
 * Title, rich-text content and attachments (at most 10 in all, 10 MB each). Existing attachments
 * are marked for removal rather than removed at once, so nothing is lost until the save.
 */
export function ResourceForm({
  heading,
  defaultValues = blank,
  existingFiles = noFiles,
  saving,
  progress,
  onSubmit,
  onCancel,
}: ResourceFormProps) {
  const form = useForm({
    schema: resourceFields,
    defaultValues,
  });
  const existingLabelId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [tooMany, setTooMany] = useState(false);
  const kept = existingFiles.filter((file) => !removed.has(file.id));
  const room = RESOURCE_MAX_FILES - kept.length;

  const toggle = (id: number) => {
    const next = new Set(removed);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setRemoved(next);
    setTooMany(false);
  };

  const submit = form.handleSubmit((values) => {
    if (kept.length + files.length > RESOURCE_MAX_FILES) {
      setTooMany(true);
      return;
    }
    onSubmit({ ...values, files, keepFileIds: kept.map((file) => file.id) });
  });

  return (
    <ContentForm
      form={form}
      messages={t}
      heading={heading}
      saving={saving}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {existingFiles.length > 0 ? (
        <div className={styles.fieldGroup}>
          <p id={existingLabelId} className={styles.groupLabel}>
            {t.form.existingFiles}
          </p>
          <ul className={styles.fileList} aria-labelledby={existingLabelId}>
            {existingFiles.map((file) => {
              const isRemoved = removed.has(file.id);
              return (
                <li key={file.id} className={styles.fileItem}>
                  <span className={isRemoved ? styles.removedFile : styles.fileName}>{file.name}</span>
                  {isRemoved ? <span className={styles.muted}>{t.form.removed}</span> : null}
                  <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
                  <Button
                    variant={isRemoved ? 'secondary' : 'ghost'}
                    size="sm"
                    disabled={saving}
                    aria-label={isRemoved ? t.form.keepFile(file.name) : t.form.removeFile(file.name)}
                    onClick={() => toggle(file.id)}
                  >
                    {isRemoved ? t.form.undo : t.remove}
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      <FileUpload
        label={t.form.newFiles}
        multiple
        maxFiles={Math.max(room, 1)}
        maxSize={RESOURCE_MAX_FILE_BYTES}
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          setTooMany(false);
        }}
        error={tooMany ? t.form.tooManyFiles(RESOURCE_MAX_FILES) : undefined}
        disabled={saving || room <= 0}
      />
      {saving && files.length > 0 ? (
        <ProgressBar
          label={t.form.uploading}
          value={progress === null ? null : Math.round(progress * 100)}
          tone={progress !== null && progress >= 1 ? 'success' : 'primary'}
        />
      ) : null}
    </ContentForm>
  );
}
