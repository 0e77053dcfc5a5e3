import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from '../../../app/forms';
import { Link } from 'react-router-dom';
import { z } from 'zod/mini';
import {
  contactForm,
  contactMessageMaxLength,
  contactMessages,
  contactMutations,
  isApiError,
} from '@cdmnet/api';
import { Button, Checkbox, LinkButton, Textarea, TextField } from '@cdmnet/ui';
import { EmailField } from '../../../app/fields/email-field';
import { NameField } from '../../../app/fields/name-field';
import { InlineAlert } from '../../../app/public-page/inline-alert';
import * as styles from '../../../app/public-page/public-page.css';
import { useDocumentTitle } from '../../../app/use-document-title';
import { contactCopy } from '../messages.ko';

const t = contactCopy.form;

// The box starts unticked, so the form holds a boolean; the rule and its message are the contract's.
const formSchema = z.extend(contactForm, {
  consent: z.boolean().check(z.refine(Boolean, { error: contactMessages.consentRequired })),
});

const empty: z.input<typeof formSchema> = {
  name: '',
  email: '',
  organization: '',
  subject: '',
  message: '',
  consent: false,
};

/** /contactus: a visitor writes to the platform team; a thank-you replaces the form once it is sent. */
export function ContactPage() {
  useDocumentTitle(t.pageTitle);
  const form = useForm({
    schema: formSchema,
    defaultValues: empty,
  });
  // Both outcomes are said on the page: the thanks in place of the form, a refusal above it.
  const send = useMutation(contactMutations.send({ inPlace: 'all' }));
  const { errors } = form.formState;
  // What was typed stays in the form.
  const refusal = isApiError(send.error) ? send.error.message : undefined;

  if (send.isSuccess) {
    return (
      <div className={styles.page} data-public-width="wide">
        <h1 className={styles.heading}>{t.thanksHeading}</h1>
        <p role="status" className={styles.callout.success}>
          {contactMessages.received}
        </p>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              form.reset(empty);
              send.reset();
            }}
          >
            {t.another}
          </Button>
          <Button asChild variant="secondary">
            <Link to="/login">{t.toLogin}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      className={styles.page}
      data-public-width="wide"
      noValidate
      onSubmit={form.handleSubmit((values) => send.mutate({ ...values, consent: true }))}
    >
      <h1 className={styles.heading}>{t.heading}</h1>
      <p className={styles.muted}>{t.description}</p>
      <InlineAlert message={refusal} />
      <div className={styles.fieldGrid}>
        <NameField error={errors.name?.message} {...form.register('name')} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
      </div>
      <TextField
        label={t.organization}
        autoComplete="organization"
        helpText={t.organizationHelp}
        error={errors.organization?.message}
        {...form.register('organization')}
      />
      <TextField
        label={t.subject}
        helpText={t.subjectHelp}
        required
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <Textarea
        label={t.message}
        helpText={t.messageHelp}
        rows={8}
        maxLength={contactMessageMaxLength}
        required
        error={errors.message?.message}
        {...form.register('message')}
      />
      <Controller
        control={form.control}
        name="consent"
        render={({ field }) => (
          <Checkbox
            label={t.consent}
            helpText={t.consentHelp}
            required
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.consent?.message}
          />
        )}
      />
      <p className={styles.muted}>
        <LinkButton asChild>
          <Link to="/privacy">{t.privacy}</Link>
        </LinkButton>
      </p>
      <div className={styles.actions}>
        <Button type="submit" loading={send.isPending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
