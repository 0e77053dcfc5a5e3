import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { resourcesMutations } from '@cdmnet/api';
import { Button, Card, EmptyState, PageHeader, Skeleton } from '@cdmnet/ui';
import { useDocumentTitle } from '../../../app/use-document-title';
import { ResourceForm } from '../components/resource-form';
import { resourceMessages } from '../messages.ko';
import * as styles from '../resources.css';
import { useContentWriter } from '../../../app/use-content-writer';

const t = resourceMessages;

/** `/resources/create`: a master posts a resource with attachments; anyone else reads 접근 권한이 없습니다. */
export function ResourceCreatePage() {
  useDocumentTitle(t.form.createTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation(resourcesMutations.create(queryClient));
  const [progress, setProgress] = useState<number | null>(null);
  const { canWrite, pending } = useContentWriter();

  const content = pending ? (
    <Card aria-busy="true">
      <Skeleton lines={6} />
    </Card>
  ) : canWrite ? (
    <ResourceForm
      heading={t.form.createTitle}
      saving={create.isPending}
      progress={progress}
      onSubmit={({ keepFileIds: _none, ...values }) => {
        setProgress(null);
        create.mutate(
          { ...values, onProgress: setProgress },
          { onSuccess: (created) => void navigate(`/resources/${created.id}`, { replace: true }) },
        );
      }}
      onCancel={() => void navigate('/resources')}
    />
  ) : (
    <Card>
      <EmptyState
        message={t.noPermission}
        description={t.noPermissionDescription}
        action={
          <Button variant="secondary" asChild>
            <Link to="/resources">{t.backToList}</Link>
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
