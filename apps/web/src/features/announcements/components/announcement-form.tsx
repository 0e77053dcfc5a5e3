import { Controller, useForm } from '../../../app/forms';
import { announcementForm, type AnnouncementForm as AnnouncementValues } from '@cdmnet/api';
import { Switch } from '@cdmnet/ui';
import { ContentForm } from '../../../app/content';
import { announcementMessages } from '../messages.ko';

const t = announcementMessages;

const blank: AnnouncementValues = { title: '', content: '', popup: false };

export interface AnnouncementFormProps {
  /** The card's heading: 공지사항 등록 or 공지사항 수정. */
  heading: string;
  /** The saved announcement when editing. */
  defaultValues?: AnnouncementValues | undefined;
  /** True while the save runs: the button shows progress and the form cannot be sent twice. */
  saving: boolean;
  onSubmit: (values: AnnouncementValues) => void;
  onCancel: () => void;
}

/** Title, rich-text content and the popup switch, checked by the contract's rules before sending. */
export function AnnouncementForm({
  heading,
  defaultValues = blank,
  saving,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const form = useForm({
    schema: announcementForm,
    defaultValues,
  });

  return (
    <ContentForm
      form={form}
      messages={t}
      heading={heading}
      saving={saving}
      onSubmit={form.handleSubmit(onSubmit)}
      onCancel={onCancel}
    >
      <Controller
        control={form.control}
        name="popup"
        render={({ field }) => (
          <Switch
            label={t.form.popup}
            helpText={t.form.popupHelp}
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </ContentForm>
  );
}
