import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resourcesMutations, type Resource } from '@cdmnet/api';
import type { ContentEditorProps } from '../../../app/content';
import { resourceMessages as t } from '../messages.ko';
import { ResourceForm } from './resource-form';

/** The view page's 수정: the form in place of the resource, its upload's progress shown as it goes. */
export function ResourceEditor({ id, item, done }: ContentEditorProps<Resource>) {
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
