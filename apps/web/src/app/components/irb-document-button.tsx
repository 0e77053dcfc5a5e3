import { useState } from 'react';
import { downloadIrbDocument, type IrbRequest } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { componentCopy } from './messages.ko';
import { saveFile } from '../save-file';

const t = componentCopy.irbDocument;

/**
 * A request's approval PDF, fetched through the API client from the side the page stands on (the
 * project's request tab, or the organisation admin's pages), then handed to the browser. A failure is
 * toasted like any call and the button stays for another try.
 */
export function IrbDocumentButton({
  side,
  request,
}: {
  side: { projectId: number } | { orgId: number };
  request: IrbRequest;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadIrbDocument(side, request.id);
      saveFile(blob, fileName ?? request.documentName);
    } catch {
      // The client has already said why in a toast.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t.downloadOf(request.documentName)}
      loading={busy}
      onClick={() => void download()}
    >
      {t.download}
    </Button>
  );
}
