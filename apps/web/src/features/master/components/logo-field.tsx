import { useEffect, useId, useState } from 'react';
import { fileUrl, PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_TYPES } from '@cdmnet/api';
import { Button, FileUpload } from '@cdmnet/ui';
import { masterCopy } from '../messages.ko';
import * as styles from '../master.css';

const t = masterCopy.form;

/** A picked file as a data URL to preview it, once read (at most 2 MB). */
function usePreview(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview?.file === file ? preview.url : null;
}

export interface LogoFieldProps {
  /** The organisation's name, naming the preview. */
  name: string;
  /** The stored logo (modify), or null. */
  logoImageId: number | null;
  /** The newly picked file, uploaded when the form is saved. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** Removes the stored logo (saved as none). */
  onRemoveStored: () => void;
  disabled?: boolean | undefined;
}

/**
 * The logo: one PNG, JPEG or WebP of at most 2 MB (checked here, and again by the server), a preview
 * of what will be saved, and a way to remove it. The file is uploaded first when the form is saved.
 */
export function LogoField({
  name,
  logoImageId,
  file,
  onFileChange,
  onRemoveStored,
  disabled,
}: LogoFieldProps) {
  const previewUrl = usePreview(file);
  const src = previewUrl ?? (logoImageId === null ? null : fileUrl(logoImageId));
  const captionId = useId();

  return (
    <div className={styles.fieldGroup}>
      <FileUpload
        label={t.logo}
        hint={t.logoHint}
        accept={PROFILE_PHOTO_TYPES}
        maxSize={PROFILE_PHOTO_MAX_BYTES}
        files={file ? [file] : []}
        onFilesChange={(files) => onFileChange(files[0] ?? null)}
        disabled={disabled}
      />
      {src ? (
        <div className={styles.logoRow}>
          <img
            className={styles.logoPreview}
            src={src}
            alt={t.logoPreview(name)}
            aria-describedby={captionId}
          />
          <span id={captionId} className={styles.help}>
            {file ? file.name : t.logoCurrent}
          </span>
          {file ? null : (
            <Button variant="secondary" size="sm" onClick={onRemoveStored} disabled={disabled}>
              {t.logoRemove}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
