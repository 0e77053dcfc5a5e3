import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { resourcesMutations } from '@cdmnet/api';
import { ContentCreatePage } from '../../../app/content';
import { ResourceForm } from '../components/resource-form';
import { resourceMessages } from '../messages.ko';

const t = resourceMessages;

/** `/resources/create`: a master posts a resource with attachments; anyone else reads 접근 권한이 없습니다. */
export function ResourceCreatePage() {
  return (
    <ContentCreatePage messages={t} listPath="/resources">
      <NewResource />
    </ContentCreatePage>
  );
}

function NewResource() {
  const navigate = useNavigate();
  const create = useMutation(resourcesMutations.create(useQueryClient()));
  const [progress, setProgress] = useState<number | null>(null);
  return (
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
  );
}
