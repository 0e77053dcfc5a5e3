import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cdmForm, masterMutations, type AnalysisEngine, type CdmEntry } from '@cdmnet/api';
import { PasswordField, TextField } from '@cdmnet/ui';
import { validationMessages } from '@cdmnet/validators';
import { useForm } from '../../../app/forms';
import { masterCopy } from '../messages.ko';
import { ConnectionDialog, SAVE_IN_DIALOG, useConnectionCheck } from './connection-dialog';
import { EngineSelect } from './engine-select';
import * as styles from '../master.css';

const t = masterCopy.dialogs;

const toPort = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

export interface CdmDialogProps {
  orgId: number;
  /** The organisation's engines: a CDM names the one that runs analyses on it. */
  engines: readonly AnalysisEngine[];
  /** The CDM to modify; none to register one. */
  cdm?: CdmEntry | undefined;
  onClose: () => void;
}

/**
 * Registers or modifies a CDM database (PostgreSQL). The server connects with what was typed and
 * reads the CDM's figures before saving. The password is write-only: on modify the field starts empty
 * and an empty one keeps the stored password.
 */
export function CdmDialog({ orgId, engines, cdm, onClose }: CdmDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation(masterMutations.saveCdm(queryClient, orgId, SAVE_IN_DIALOG));
  const check = useConnectionCheck();
  const form = useForm({
    schema: cdmForm,
    defaultValues: {
      name: cdm?.name ?? '',
      engineId: cdm?.engineId ?? engines[0]?.id ?? '',
      host: cdm?.host ?? '',
      port: cdm?.port ?? 5432,
      database: cdm?.database ?? '',
      cdmSchema: cdm?.cdmSchema ?? '',
      vocabularySchema: cdm?.vocabularySchema ?? '',
      resultSchema: cdm?.resultSchema ?? '',
      username: cdm?.username ?? '',
      password: '',
    },
  });
  const { errors } = form.formState;

  const submit = (saveAnyway: boolean) =>
    form.handleSubmit((values) => {
      // The schema lets an empty password through for a modify; a new CDM needs one.
      if (!cdm && values.password === '') {
        form.setError('password', { message: validationMessages.required }, { shouldFocus: true });
        return;
      }
      save.mutate(
        { ...values, dialect: 'POSTGRESQL', saveAnyway, cdmId: cdm?.id },
        check.callbacks(saveAnyway, onClose),
      );
    })();

  return (
    <ConnectionDialog
      title={t.cdmTitle}
      size="lg"
      pending={save.isPending}
      anyway={check.anyway}
      failure={check.failure}
      onClose={onClose}
      onSave={() => submit(false)}
      onSaveAnyway={() => submit(true)}
      saveDisabled={engines.length === 0}
    >
      <div className={styles.fieldGrid}>
        <TextField
          label={t.name}
          helpText={t.nameHelp}
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EngineSelect control={form.control} engines={engines} />
        <TextField label={t.dialect} value={t.dialectValue} readOnly />
        <TextField
          label={t.host}
          helpText={t.hostHelp}
          required
          autoComplete="off"
          error={errors.host?.message}
          {...form.register('host')}
        />
        <TextField
          label={t.port}
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          required
          error={errors.port?.message}
          {...form.register('port', { setValueAs: toPort })}
        />
        <TextField
          label={t.database}
          required
          autoComplete="off"
          error={errors.database?.message}
          {...form.register('database')}
        />
        <TextField
          label={t.cdmSchema}
          required
          autoComplete="off"
          error={errors.cdmSchema?.message}
          {...form.register('cdmSchema')}
        />
        <TextField
          label={t.vocabularySchema}
          required
          autoComplete="off"
          error={errors.vocabularySchema?.message}
          {...form.register('vocabularySchema')}
        />
        <TextField
          label={t.resultSchema}
          required
          autoComplete="off"
          error={errors.resultSchema?.message}
          {...form.register('resultSchema')}
        />
        <TextField
          label={t.username}
          required
          autoComplete="off"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <PasswordField
          label={t.password}
          required={!cdm}
          autoComplete="new-password"
          helpText={cdm ? t.passwordKeep : t.passwordHelp}
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
    </ConnectionDialog>
  );
}
