import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  ANALYSIS_DETAIL_MAX,
  ANALYSIS_IMAGE_MAX_BYTES,
  ANALYSIS_IMAGE_TYPES,
  ANALYSIS_IMAGES_MAX,
  advancedImageUrl,
  analysesMutations,
  analysesQueries,
  type AdvancedImage,
} from '@cdmnet/api';
import {
  Button,
  Card,
  FileUpload,
  ProgressBar,
  Skeleton,
  Textarea,
  UserText,
  confirm,
  formatFileSize,
} from '@cdmnet/ui';
import { analysisCopy } from '../messages.ko';
import * as styles from '../analyses.css';

const t = analysisCopy.advanced;

export interface AdvancedSectionProps {
  projectId: number;
  analysisId: number;
  mayEdit: boolean;
}

/**
 * An advanced analysis's own part (spec §3 "Analysis": advanced sub-items): its detail text and its
 * pictures. An editor writes the text and 저장 sends it, adds pictures (PNG, JPEG, WebP, 5 MB each, ten in
 * all) with a progress bar, and removes one after a question naming it; anyone else reads them.
 */
export function AdvancedSection({ projectId, analysisId, mayEdit }: AdvancedSectionProps) {
  return (
    <Card title={t.title} headingLevel={3} description={t.description}>
      <div className={styles.stack}>
        <DetailText projectId={projectId} analysisId={analysisId} mayEdit={mayEdit} />
        <Images projectId={projectId} analysisId={analysisId} mayEdit={mayEdit} />
      </div>
    </Card>
  );
}

function Failed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p className={styles.errorText}>{message}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

function DetailText({ projectId, analysisId, mayEdit }: AdvancedSectionProps) {
  const detail = useQuery(analysesQueries.advancedDetail(projectId, analysisId));
  if (detail.isError) {
    return <Failed message={t.detailLoadFailed} onRetry={() => void detail.refetch()} />;
  }
  if (!detail.data) {
    return (
      <div aria-busy="true" className={styles.stack}>
        <Skeleton width="8rem" />
        <Skeleton shape="rect" height="6rem" />
      </div>
    );
  }
  if (!mayEdit) {
    return (
      <div className={styles.stack}>
        <h4 className={styles.factTerm}>{t.detail}</h4>
        {detail.data.detail ? (
          <p className={styles.prose}>
            <UserText>{detail.data.detail}</UserText>
          </p>
        ) : (
          <p className={styles.muted}>{t.noDetail}</p>
        )}
      </div>
    );
  }
  return <DetailEditor projectId={projectId} analysisId={analysisId} saved={detail.data.detail} />;
}

function DetailEditor({
  projectId,
  analysisId,
  saved,
}: {
  projectId: number;
  analysisId: number;
  saved: string;
}) {
  const queryClient = useQueryClient();
  const save = useMutation(analysesMutations.saveAdvanced(queryClient, projectId, analysisId));
  // What is typed, until it is saved; untouched, the editor shows what is stored.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  const tooLong = text.length > ANALYSIS_DETAIL_MAX;

  return (
    <form
      noValidate
      className={styles.stack}
      onSubmit={(event) => {
        event.preventDefault();
        if (!tooLong) save.mutate({ detail: text, images: [] }, { onSuccess: () => setDraft(null) });
      }}
    >
      <Textarea
        label={t.detail}
        helpText={t.detailHelp}
        rows={6}
        maxLength={ANALYSIS_DETAIL_MAX}
        value={text}
        onChange={(event) => setDraft(event.currentTarget.value)}
        disabled={save.isPending}
      />
      <div className={styles.uploadRow}>
        <Button type="submit" loading={save.isPending} disabled={text === saved}>
          {t.save}
        </Button>
      </div>
    </form>
  );
}

function Images({ projectId, analysisId, mayEdit }: AdvancedSectionProps) {
  const images = useQuery(analysesQueries.advancedImages(projectId, analysisId));
  const headingId = useId();
  if (images.isError) {
    return <Failed message={t.imagesLoadFailed} onRetry={() => void images.refetch()} />;
  }
  return (
    <section className={styles.stack} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.factTerm}>
        {t.images}
      </h4>
      {!images.data ? (
        <div aria-busy="true" className={styles.imageGrid}>
          <Skeleton shape="rect" height="9rem" />
          <Skeleton shape="rect" height="9rem" />
        </div>
      ) : images.data.length === 0 ? (
        <p className={styles.muted}>{t.noImages}</p>
      ) : (
        <ul className={styles.imageGrid} aria-label={t.images}>
          {images.data.map((image) => (
            <ImageItem
              key={image.id}
              projectId={projectId}
              analysisId={analysisId}
              image={image}
              mayEdit={mayEdit}
            />
          ))}
        </ul>
      )}
      {mayEdit && images.data ? (
        <AddImages projectId={projectId} analysisId={analysisId} count={images.data.length} />
      ) : null}
    </section>
  );
}

function ImageItem({
  projectId,
  analysisId,
  image,
  mayEdit,
}: {
  projectId: number;
  analysisId: number;
  image: AdvancedImage;
  mayEdit: boolean;
}) {
  const queryClient = useQueryClient();
  const remove = useMutation(analysesMutations.removeImage(queryClient, projectId, analysisId));
  return (
    <li className={styles.imageItem}>
      <img
        className={styles.image}
        src={advancedImageUrl(projectId, analysisId, image.id)}
        alt={t.imageAlt(image.name)}
        loading="lazy"
      />
      <span className={styles.imageCaption}>
        <span>
          <UserText>{image.name}</UserText> <span className={styles.muted}>{formatFileSize(image.size)}</span>
        </span>
        {mayEdit ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t.removeImageOf(image.name)}
            loading={remove.isPending}
            onClick={() =>
              void confirm({
                message: t.confirmRemoveImage(image.name),
                acceptLabel: t.removeImage,
                acceptVariant: 'danger',
                // The question closes either way: a refusal is said once, by the server's toast.
                onAccept: () => remove.mutateAsync(image.id).catch(() => undefined),
              })
            }
          >
            {t.removeImage}
          </Button>
        ) : null}
      </span>
    </li>
  );
}

function AddImages({
  projectId,
  analysisId,
  count,
}: {
  projectId: number;
  analysisId: number;
  count: number;
}) {
  const queryClient = useQueryClient();
  const save = useMutation(analysesMutations.saveAdvanced(queryClient, projectId, analysisId));
  const detail = useQuery(analysesQueries.advancedDetail(projectId, analysisId));
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const room = ANALYSIS_IMAGES_MAX - count;

  const add = () => {
    if (files.length === 0) return;
    setProgress(0);
    // The stored text goes along unchanged: what is typed above is saved by its own 저장.
    save.mutate(
      { detail: detail.data?.detail ?? '', images: files, onProgress: setProgress },
      { onSuccess: () => setFiles([]), onSettled: () => setProgress(null) },
    );
  };

  if (room <= 0) return <p className={styles.muted}>{t.imagesFull(ANALYSIS_IMAGES_MAX)}</p>;
  return (
    <div className={styles.stack}>
      <FileUpload
        label={t.addLabel}
        multiple
        maxFiles={room}
        accept={ANALYSIS_IMAGE_TYPES}
        maxSize={ANALYSIS_IMAGE_MAX_BYTES}
        files={files}
        onFilesChange={setFiles}
        disabled={save.isPending}
      />
      {save.isPending ? (
        <ProgressBar
          label={t.uploading}
          value={progress === null ? null : Math.round(progress * 100)}
          tone={progress !== null && progress >= 1 ? 'success' : 'primary'}
        />
      ) : null}
      <div className={styles.uploadRow}>
        <Button loading={save.isPending} disabled={files.length === 0 || !detail.data} onClick={add}>
          {t.addImages}
        </Button>
      </div>
    </div>
  );
}
