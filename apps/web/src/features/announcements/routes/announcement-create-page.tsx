import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { announcementsMutations } from '@cdmnet/api';
import { Button, Card, EmptyState, PageHeader, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import * as styles from '../announcements.css';
import { AnnouncementForm } from '../components/announcement-form';
import { announcementMessages } from '../messages.ko';
import { useContentWriter } from '../../../app/use-content-writer';

const t = announcementMessages;

/** `/announcement/create`: a master posts; anyone else reads 접근 권한이 없습니다. */
export function AnnouncementCreatePage() {
  useDocumentTitle(t.form.createTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(announcementsMutations.create(queryClient));
  const { canWrite, pending } = useContentWriter();

  const content = pending ? (
    <Card aria-busy="true">
      <Skeleton lines={6} />
    </Card>
  ) : canWrite ? (
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
  ) : (
    <Card>
      <EmptyState
        message={t.noPermission}
        description={t.noPermissionDescription}
        action={
          <Button variant="secondary" asChild>
            <Link to="/announcement">{t.backToList}</Link>
          </Button>
        }
      />
    </Card>
  );

  return (
    <section className={styles.page}>
      <PageHeader title={t.pageTitle} description={t.description} />
      {content}
    </section>
  );
}
