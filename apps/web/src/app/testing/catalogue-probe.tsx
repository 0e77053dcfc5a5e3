import { useState } from 'react';
import { apiClient, isApiError, type DownloadRequest } from '@cdmnet/api';
import { Button } from '@cdmnet/ui';
import { catalogueEndpoints, type CatalogueCase } from './catalogue-endpoints';
import { catalogueMessages as t } from './messages.ko';

/**
 * A story-only screen that makes one call through the app's real client wiring and prints what the
 * caller got back, so each behaviour of spec §8 can be shown and asserted in Storybook.
 */
export function CatalogueProbe({ kind }: { kind: CatalogueCase }) {
  const [outcome, setOutcome] = useState<string>(t.notCalled);

  async function run() {
    setOutcome(t.calling);
    try {
      const request = catalogueEndpoints[kind];
      if ('url' in request) {
        const file = await apiClient().download(request satisfies DownloadRequest);
        setOutcome(t.downloaded(file.fileName ?? ''));
      } else {
        await apiClient().call(request);
        setOutcome(t.resolved);
      }
    } catch (error) {
      setOutcome(isApiError(error) ? t.rejected(error.code, error.message) : t.rejected(0, String(error)));
    }
  }

  return (
    <div>
      <Button onClick={() => void run()}>{t.call}</Button>
      <output aria-label={t.outcome}>{outcome}</output>
    </div>
  );
}
