import { useMutation, useQueryClient } from '@tanstack/react-query';
import { atlasForm, masterMutations, type AnalysisEngine, type AtlasEntry } from '@cdmnet/api';
import { TextField } from '@cdmnet/ui';
import { useForm } from '../../../app/forms';
import { masterCopy } from '../messages.ko';
import { ConnectionDialog, SAVE_IN_DIALOG, useConnectionCheck } from './connection-dialog';
import { EngineSelect } from './engine-select';

const t = masterCopy.dialogs;

export interface AtlasDialogProps {
  orgId: number;
  /** The organisation's engines: an ATLAS names the one that serves it. */
  engines: readonly AnalysisEngine[];
  /** The ATLAS to modify; none to register one. */
  atlas?: AtlasEntry | undefined;
  onClose: () => void;
}

/** Registers or modifies an ATLAS WebAPI; the server asks it for its version before saving. */
export function AtlasDialog({ orgId, engines, atlas, onClose }: AtlasDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation(masterMutations.saveAtlas(queryClient, orgId, SAVE_IN_DIALOG));
  const check = useConnectionCheck();
  const form = useForm({
    schema: atlasForm,
    defaultValues: {
      name: atlas?.name ?? '',
      atlasAddress: atlas?.atlasAddress ?? '',
      atlasHref: atlas?.atlasHref ?? '',
      engineId: atlas?.engineId ?? engines[0]?.id ?? '',
    },
  });
  const { errors } = form.formState;

  const submit = (saveAnyway: boolean) =>
    form.handleSubmit((values) =>
      save.mutate({ ...values, saveAnyway, atlasId: atlas?.id }, check.callbacks(saveAnyway, onClose)),
    )();

  return (
    <ConnectionDialog
      title={t.atlasTitle}
      pending={save.isPending}
      anyway={check.anyway}
      failure={check.failure}
      onClose={onClose}
      onSave={() => submit(false)}
      onSaveAnyway={() => submit(true)}
      saveDisabled={engines.length === 0}
    >
      <TextField
        label={t.name}
        helpText={t.nameHelp}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t.atlasAddress}
        helpText={t.atlasAddressHelp}
        required
        inputMode="url"
        autoComplete="off"
        error={errors.atlasAddress?.message}
        {...form.register('atlasAddress')}
      />
      <TextField
        label={t.atlasHref}
        helpText={t.atlasHrefHelp}
        inputMode="url"
        autoComplete="off"
        error={errors.atlasHref?.message}
        {...form.register('atlasHref')}
      />
      <EngineSelect control={form.control} engines={engines} />
    </ConnectionDialog>
  );
}
