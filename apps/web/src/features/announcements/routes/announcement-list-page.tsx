import { announcementsQueries, type AnnouncementSummary } from '@cdmnet/api';
import { Badge } from '@cdmnet/ui';
import { contentColumns, ContentListPage } from '../../../app/content';
import { announcementMessages } from '../messages.ko';

const t = announcementMessages;

// A popup announcement says so beside its title.
const columns = contentColumns<AnnouncementSummary>(t, '/announcement', (row) =>
  row.popup ? (
    <Badge tone="info" variant="subtle">
      {t.list.popupBadge}
    </Badge>
  ) : null,
);

/** `/announcement`: every announcement for every signed-in user; masters also see 등록. */
export function AnnouncementListPage() {
  return (
    <ContentListPage
      messages={t}
      query={announcementsQueries.list()}
      columns={columns}
      createPath="/announcement/create"
    />
  );
}
