import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resourcesMutations, resourcesQueries, type Resource } from '@cdmnet/api';
import { Card } from '@cdmnet/ui';
import { ContentViewPage, type ContentEditorProps } from '../../../app/content';
import { AttachmentList } from '../components/attachment-list';
import { ResourceForm } from '../components/resource-form';
import { resourceMessages } from '../messages.ko';

const t = resourceMessages;

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

function ResourceEditor({ id, item, done }: ContentEditorProps<Resource>) {
  const update = useMutation(resourcesMutations.update(useQueryClient()));
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <ResourceForm
      heading={t.form.editTitle}
      defaultValues={{ title: item.title, content: item.content }}
      existingFiles={item.files}
      saving={update.isPending}
      progress={progress}
      onSubmit={(values) => {
        setProgress(null);
        update.mutate({ id, ...values, onProgress: setProgress }, { onSuccess: done });
      }}
      onCancel={done}
    />
  );
}
