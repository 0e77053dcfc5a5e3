import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementsMutations, announcementsQueries, type Announcement } from '@cdmnet/api';
import { ContentViewPage, type ContentEditorProps } from '../../../app/content';
import { AnnouncementForm } from '../components/announcement-form';
import { announcementMessages } from '../messages.ko';

const t = announcementMessages;

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

function AnnouncementEditor({ id, item, done }: ContentEditorProps<Announcement>) {
  const update = useMutation(announcementsMutations.update(useQueryClient()));
  return (
    <AnnouncementForm
      heading={t.form.editTitle}
      defaultValues={{ title: item.title, content: item.content, popup: item.popup }}
      saving={update.isPending}
      onSubmit={(body) => update.mutate({ id, body }, { onSuccess: done })}
      onCancel={done}
    />
  );
}
