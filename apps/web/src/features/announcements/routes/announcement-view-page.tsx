import { announcementsMutations, announcementsQueries } from '@cdmnet/api';
import { ContentViewPage } from '../../../app/content';
import { lazyComponent } from '../../../app/lazy-component';
import { ArticleSkeleton } from '../../../app/rich-text';
import { announcementMessages as t } from '../messages.ko';

// Only masters edit, and only after 수정: the form and its editor load then, not with every reading.
const AnnouncementEditor = lazyComponent(
  () => import('../components/announcement-editor').then((m) => m.AnnouncementEditor),
  <ArticleSkeleton />,
);

/** `/announcement/:dataId`: one announcement, sanitised; masters edit it in place or delete it. */
export function AnnouncementViewPage() {
  return (
    <ContentViewPage
      messages={t}
      listPath="/announcement"
      detail={announcementsQueries.detail}
      remove={announcementsMutations.remove}
      Editor={AnnouncementEditor}
    />
  );
}
