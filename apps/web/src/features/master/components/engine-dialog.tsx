import { useMutation, useQueryClient } from '@tanstack/react-query';
import { engineForm, masterMutations, type AnalysisEngine } from '@cdmnet/api';
import { TextField } from '@cdmnet/ui';
import { useForm } from '../../../app/forms';
import { masterCopy } from '../messages.ko';
import { ConnectionDialog, SAVE_IN_DIALOG, useConnectionCheck } from './connection-dialog';

const t = masterCopy.dialogs;

export interface EngineDialogProps {
  orgId: number;
  /** The engine to modify; none to register one. */
  engine?: AnalysisEngine | undefined;
  onClose: () => void;
}

/** Registers or modifies an analysis engine; the server checks its address before saving. */
export function EngineDialog({ orgId, engine, onClose }: EngineDialogProps) {
  const queryClient = useQueryClient();
  const save = useMutation(masterMutations.saveEngine(queryClient, orgId, SAVE_IN_DIALOG));
  const check = useConnectionCheck();
  const form = useForm({
    schema: engineForm,
    defaultValues: { name: engine?.name ?? '', engineAddress: engine?.engineAddress ?? '' },
  });
  const { errors } = form.formState;

  const submit = (saveAnyway: boolean) =>
    form.handleSubmit((values) =>
      save.mutate({ ...values, saveAnyway, engineId: engine?.id }, check.callbacks(saveAnyway, onClose)),
    )();

  return (
    <ConnectionDialog
      title={t.engineTitle}
      pending={save.isPending}
      anyway={check.anyway}
      failure={check.failure}
      onClose={onClose}
      onSave={() => submit(false)}
      onSaveAnyway={() => submit(true)}
    >
      <TextField
        label={t.name}
        helpText={t.nameHelp}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={t.engineAddress}
        helpText={t.engineAddressHelp}
        required
        inputMode="url"
        autoComplete="off"
        error={errors.engineAddress?.message}
        {...form.register('engineAddress')}
      />
    </ConnectionDialog>
  );
}
