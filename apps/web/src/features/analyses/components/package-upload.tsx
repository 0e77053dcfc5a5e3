import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  ANALYSIS_PACKAGE_MAX_BYTES,
  analysesMutations,
  flTypeLabels,
  flTypes,
  isApiError,
  type FlType,
} from '@cdmnet/api';
import { Button, FileUpload, ProgressBar, Select } from '@cdmnet/ui';
import { packageAccept } from '../analysis-format';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.upload;

const flTypeOptions = flTypes.map((value) => ({ value, label: flTypeLabels[value] }));

interface Problems {
  file?: string | undefined;
  flType?: string | undefined;
}

export interface PackageUploadProps {
  projectId: number;
  analysisId: number;
  /** A federated-learning analysis: each upload is the SERVER or the CLIENT half, chosen first. */
  fl: boolean;
}

/**
 * The next package version: one .zip, .sql or .R file of at most 50 MB (for FL, its half chosen
 * first), sent with 업로드. While it goes a progress bar shows how far, and 업로드 취소 stops it (the
 * request is aborted, nothing is stored). The reply's 업로드되었습니다. is the toast; a refusal is the
 * toast and is said under the file too, which stays chosen for another try.
 */
export function PackageUpload({ projectId, analysisId, fl }: PackageUploadProps) {
  const queryClient = useQueryClient();
  const upload = useMutation(analysesMutations.uploadPackage(queryClient, projectId, analysisId));
  const [files, setFiles] = useState<File[]>([]);
  const [flType, setFlType] = useState<FlType | ''>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [cancelled, setCancelled] = useState(false);
  const transfer = useRef<AbortController | null>(null);
  const file = files[0];

  // Leaving the page stops an upload still going.
  useEffect(() => () => transfer.current?.abort(), []);

  const start = () => {
    const found: Problems = {
      file: file ? undefined : t.fileRequired,
      flType: fl && flType === '' ? t.flTypeRequired : undefined,
    };
    setProblems(found);
    setCancelled(false);
    if (!file || found.file || found.flType) return;
    const controller = new AbortController();
    transfer.current = controller;
    setProgress(0);
    upload.mutate(
      {
        file,
        onProgress: setProgress,
        signal: controller.signal,
        ...(fl && flType !== '' ? { flType } : {}),
      },
      {
        onSuccess: () => setFiles([]),
        onError: (error) => {
          if (controller.signal.aborted) setCancelled(true);
          else if (isApiError(error) && error.message) setProblems({ file: error.message });
        },
        onSettled: () => {
          transfer.current = null;
          setProgress(null);
        },
      },
    );
  };

  const uploading = upload.isPending;

  return (
    <div className={styles.stack}>
      {fl ? (
        <Select
          label={t.flType}
          helpText={t.flTypeHelp}
          placeholder={t.flTypePlaceholder}
          required
          options={flTypeOptions}
          value={flType}
          onValueChange={(next) => {
            setFlType(next as FlType);
            setProblems((current) => ({ ...current, flType: undefined }));
          }}
          error={problems.flType}
          disabled={uploading}
        />
      ) : null}
      <FileUpload
        label={t.file}
        accept={packageAccept}
        maxSize={ANALYSIS_PACKAGE_MAX_BYTES}
        files={files}
        onFilesChange={(next) => {
          setFiles(next);
          setProblems((current) => ({ ...current, file: undefined }));
          setCancelled(false);
        }}
        error={problems.file}
        disabled={uploading}
      />
      {uploading && file ? (
        <ProgressBar
          label={t.progress(file.name)}
          value={progress === null ? null : Math.round(progress * 100)}
          tone={progress !== null && progress >= 1 ? 'success' : 'primary'}
        />
      ) : null}
      <div className={styles.uploadRow}>
        <Button loading={uploading} onClick={start}>
          {t.upload}
        </Button>
        {uploading ? (
          <Button variant="secondary" onClick={() => transfer.current?.abort()}>
            {t.cancel}
          </Button>
        ) : null}
        <p role="status" className={styles.muted}>
          {cancelled ? t.cancelled : ''}
        </p>
      </div>
    </div>
  );
}
