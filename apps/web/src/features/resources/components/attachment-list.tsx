import { useState } from 'react';
import { downloadResourceFile, resourceFileDownloadUrl, type ResourceFile } from '@cdmnet/api';
import { formatFileSize, LinkButton, Spinner } from '@cdmnet/ui';
import { resourceMessages } from '../messages.ko';
import * as styles from '../resources.css';
import { saveFile } from '../../../app/save-file';

const t = resourceMessages.view;

/**
 * A resource's attachments: name, size and a download each. The file is fetched through the API
 * client (a failure arrives as an envelope and is toasted like any call), then handed to the browser.
 */
export function AttachmentList({
  resourceId,
  files,
}: {
  resourceId: number;
  files: readonly ResourceFile[];
}) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const download = async (file: ResourceFile) => {
    setBusy((current) => new Set(current).add(file.id));
    try {
      const { blob, fileName } = await downloadResourceFile(resourceId, file.id);
      saveFile(blob, fileName ?? file.name);
    } catch {
      // The client has already said why in a toast; the link stays for another try.
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(file.id);
        return next;
      });
    }
  };

  if (files.length === 0) return <p className={styles.muted}>{t.noAttachments}</p>;
  return (
    <ul className={styles.fileList} aria-label={t.attachments}>
      {files.map((file) => (
        <li key={file.id} className={styles.fileItem}>
          <LinkButton asChild>
            <a
              href={resourceFileDownloadUrl(resourceId, file.id)}
              download={file.name}
              aria-label={t.download(file.name)}
              aria-busy={busy.has(file.id)}
              className={styles.fileName}
              onClick={(event) => {
                event.preventDefault();
                if (!busy.has(file.id)) void download(file);
              }}
            >
              {file.name}
            </a>
          </LinkButton>
          {busy.has(file.id) ? <Spinner size="sm" label={t.downloading(file.name)} /> : null}
          <span className={styles.fileSize}>{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
