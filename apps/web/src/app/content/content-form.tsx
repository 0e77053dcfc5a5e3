import type { FormEventHandler, ReactNode } from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type FieldValues,
  type UseFormReturn,
} from '../forms';
import { Button, Card, TextField } from '@cdmnet/ui';
import { RichTextEditor } from '../rich-text';
import type { ContentFormMessages } from './content-messages';
import * as styles from './content.css';

/** The fields every content form has. */
interface ContentFields {
  title: string;
  content: string;
}

export interface ContentFormProps<Values extends FieldValues & ContentFields> {
  /** The feature's form, holding at least the title and the content. */
  form: UseFormReturn<Values>;
  messages: ContentFormMessages;
  /** The card's heading: 등록 or 수정 of the feature. */
  heading: string;
  /** True while the save runs: the button shows progress and the form cannot be sent twice. */
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The feature's own fields, between the content and 취소/저장. */
  children?: ReactNode;
}

/**
 * A content form (an announcement, a resource): 제목 and rich-text 내용, the feature's own fields, then
 * 취소 and 저장.
 */
export function ContentForm<Values extends FieldValues & ContentFields>({
  form,
  messages: t,
  heading,
  saving,
  onSubmit,
  onCancel,
  children,
}: ContentFormProps<Values>) {
  return (
    <FormProvider {...form}>
      <Card title={heading}>
        <form className={styles.form} noValidate onSubmit={onSubmit}>
          <TitleAndContent messages={t} />
          {children}
          <div className={styles.formActions}>
            <Button variant="secondary" disabled={saving} onClick={onCancel}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {t.save}
            </Button>
          </div>
        </form>
      </Card>
    </FormProvider>
  );
}

// Read through the form's context: every feature's values hold these two fields by these names.
function TitleAndContent({ messages: t }: { messages: ContentFormMessages }) {
  const { control, register } = useFormContext<ContentFields>();
  const { errors } = useFormState({ control });
  return (
    <>
      <TextField
        label={t.form.title}
        helpText={t.form.titleHelp}
        required
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label={t.form.content}
            helpText={t.form.contentHelp}
            required
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
    </>
  );
}
