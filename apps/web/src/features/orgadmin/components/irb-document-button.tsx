import { useState } from 'react';
import { downloadIrbDocument, type IrbRequest } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { orgAdminCopy } from '../messages.ko';
import { saveFile } from '../save-file';

const t = orgAdminCopy.irb;

/**
 * A request's approval PDF, fetched through the API client from the organisation's side (a failure is
 * toasted like any call and the button stays for another try), then handed to the browser.
 */
export function IrbDocumentButton({ orgId, request }: { orgId: number; request: IrbRequest }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, fileName } = await downloadIrbDocument({ orgId }, request.id);
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
