import { useMutation, useQueryClient } from '@tanstack/react-query';
import { announcementsMutations, type Announcement } from '@cdmnet/api';
import type { ContentEditorProps } from '../../../app/content';
import { announcementMessages as t } from '../messages.ko';
import { AnnouncementForm } from './announcement-form';

/** The view page's 수정: the form in place of the announcement, saved through the update call. */
export function AnnouncementEditor({ id, item, done }: ContentEditorProps<Announcement>) {
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
