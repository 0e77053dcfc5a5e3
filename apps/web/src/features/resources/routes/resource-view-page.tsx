import { resourcesMutations, resourcesQueries } from '@cdmnet/api';
import { Card } from '@cdmnet/ui';
import { ContentViewPage } from '../../../app/content';
import { lazyComponent } from '../../../app/lazy-component';
import { ArticleSkeleton } from '../../../app/rich-text';
import { AttachmentList } from '../components/attachment-list';
import { resourceMessages as t } from '../messages.ko';

// Only masters edit, and only after 수정: the form, its editor and the upload load then.
const ResourceEditor = lazyComponent(
  () => import('../components/resource-editor').then((m) => m.ResourceEditor),
  <ArticleSkeleton />,
);

/** `/resources/:dataId`: one resource with its attachments to download; masters edit it in place or delete it. */
export function ResourceViewPage() {
  return (
    <ContentViewPage
      messages={t}
      listPath="/resources"
      detail={resourcesQueries.detail}
      remove={resourcesMutations.remove}
      Editor={ResourceEditor}
      after={(resource) => (
        <Card title={t.view.attachments}>
          <AttachmentList resourceId={resource.id} files={resource.files} />
        </Card>
      )}
    />
  );
}
