import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  isApiError,
  masterMutations,
  ORG_DESCRIPTION_MAX,
  organizationForm,
  ResultCode,
  rfzLevels,
  type MasterOrganization,
  type OrganizationForm,
} from '@cdmnet/api';
import { Button, Card, Select, Switch, Textarea, TextField } from '@cdmnet/ui';
import { Controller, useForm } from '../../../app/forms';
import { masterCopy } from '../messages.ko';
import { DomainsField } from './domains-field';
import { LogoField } from './logo-field';
import * as styles from '../master.css';

const t = masterCopy.form;
const listPath = '/master/organizations';

// The select keeps '' for "nothing chosen"; 해당 없음 is stored as ''.
const NO_RFZ = 'NONE';
const rfzOptions = rfzLevels.map((level) => ({
  value: level || NO_RFZ,
  label: level || t.rfzNone,
}));

const blank: OrganizationForm = {
  name: '',
  logoImageId: null,
  description: '',
  rfzLevel: '',
  hideFromExternal: false,
  autoRegistration: false,
  domains: [],
  autoMailing: false,
};

const valuesOf = (organization: MasterOrganization): OrganizationForm => ({
  name: organization.name,
  logoImageId: organization.logoImageId,
  description: organization.description,
  rfzLevel: (rfzLevels as readonly string[]).includes(organization.rfzLevel)
    ? (organization.rfzLevel as OrganizationForm['rfzLevel'])
    : '',
  hideFromExternal: organization.hideFromExternal,
  autoRegistration: organization.autoRegistration,
  domains: organization.domains,
  autoMailing: organization.autoMailing,
});

/**
 * The organisation form of the create and modify pages: validated by the contract's
 * `organizationForm`; a new logo is uploaded first, then the form is sent. Success goes to the list
 * (create) or the organisation (modify); a failure stays, a taken name under the name field.
 */
export function OrganizationEditor({ organization }: { organization?: MasterOrganization | undefined }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const upload = useMutation(masterMutations.uploadLogo());
  const create = useMutation(masterMutations.createOrganization(queryClient));
  const modify = useMutation(masterMutations.modifyOrganization(queryClient, organization?.id ?? -1));
  const form = useForm({
    schema: organizationForm,
    defaultValues: organization ? valuesOf(organization) : blank,
  });
  const { errors } = form.formState;
  const [logoFile, setLogoFile] = useState<File | null>(null);
  // A logo already uploaded for this file, so a second try after a refusal does not upload it again.
  const [uploaded, setUploaded] = useState<{ file: File; id: number } | null>(null);
  const saving = upload.isPending || create.isPending || modify.isPending;
  const back = organization ? `${listPath}/${organization.id}` : listPath;

  const logoIdFor = async (file: File) => {
    if (uploaded?.file === file) return uploaded.id;
    const { id } = await upload.mutateAsync(file);
    setUploaded({ file, id });
    return id;
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const logoImageId = logoFile ? await logoIdFor(logoFile) : values.logoImageId;
      const body = { ...values, logoImageId };
      if (organization) await modify.mutateAsync(body);
      else await create.mutateAsync(body);
      void navigate(back);
    } catch (error) {
      // The reply toasts by itself; a taken name is also said under the field it concerns.
      if (isApiError(error) && error.code === ResultCode.CONFLICT) {
        form.setError('name', { message: error.message }, { shouldFocus: true });
      }
    }
  });

  return (
    <Card title={t.cardTitle} className={styles.formCard}>
      <form className={styles.fields} noValidate onSubmit={submit}>
        <TextField
          label={t.name}
          helpText={t.nameHelp}
          required
          autoComplete="organization"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="logoImageId"
          render={({ field }) => (
            <LogoField
              name={form.watch('name')}
              logoImageId={typeof field.value === 'number' ? field.value : null}
              file={logoFile}
              onFileChange={setLogoFile}
              onRemoveStored={() => field.onChange(null)}
              disabled={saving}
            />
          )}
        />
        <Textarea
          label={t.description}
          helpText={t.descriptionHelp}
          maxLength={ORG_DESCRIPTION_MAX}
          rows={4}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="rfzLevel"
          render={({ field, fieldState }) => (
            <Select
              label={t.rfzLevel}
              helpText={t.rfzHelp}
              options={rfzOptions}
              value={field.value || NO_RFZ}
              onValueChange={(value) => field.onChange(value === NO_RFZ ? '' : value)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="hideFromExternal"
          render={({ field }) => (
            <Switch
              label={t.hideFromExternal}
              helpText={t.hideFromExternalHelp}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="autoRegistration"
          render={({ field }) => (
            <Switch
              label={t.autoRegistration}
              helpText={t.autoRegistrationHelp}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="domains"
          render={({ field, fieldState }) => (
            <DomainsField
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={fieldState.error?.message}
              disabled={saving}
            />
          )}
        />
        <Controller
          control={form.control}
          name="autoMailing"
          render={({ field }) => (
            <Switch
              label={t.autoMailing}
              helpText={t.autoMailingHelp}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <div className={styles.formActions}>
          <Button variant="secondary" disabled={saving} onClick={() => void navigate(back)}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {organization ? t.submitModify : t.submitCreate}
          </Button>
        </div>
      </form>
    </Card>
  );
}
