import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { announcementsMutations } from '@cdmnet/api';
import { ContentCreatePage } from '../../../app/content';
import { AnnouncementForm } from '../components/announcement-form';
import { announcementMessages } from '../messages.ko';

const t = announcementMessages;

/** `/announcement/create`: a master posts; anyone else reads 접근 권한이 없습니다. */
export function AnnouncementCreatePage() {
  return (
    <ContentCreatePage messages={t} listPath="/announcement">
      <NewAnnouncement />
    </ContentCreatePage>
  );
}

function NewAnnouncement() {
  const navigate = useNavigate();
  const create = useMutation(announcementsMutations.create(useQueryClient()));
  return (
    <AnnouncementForm
      heading={t.form.createTitle}
      saving={create.isPending}
      onSubmit={(values) =>
        create.mutate(values, {
          onSuccess: (created) => void navigate(`/announcement/${created.id}`, { replace: true }),
        })
      }
      onCancel={() => void navigate('/announcement')}
    />
  );
}
