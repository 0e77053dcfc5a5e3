import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import type { CallOptions } from '@cdmnet/api';
import { PasswordField, TextField } from '@cdmnet/ui';
import { useForm, type Control, type FieldValues, type Path } from '../../../app/forms';
import { ConnectionDialog, SAVE_IN_DIALOG, useConnectionCheck } from './connection-dialog';
import { EngineSelect } from './engine-select';
import type { ServiceDialogProps } from './service-table';
import * as styles from '../master.css';

/** A text field of a service's form. */
export interface ServiceTextField<In> {
  name: Path<In>;
  label: string;
  help?: string | undefined;
  /** The help while modifying, where it differs (an empty password keeps the stored one). */
  helpModifying?: string | undefined;
  /** `register`: required when registering only. */
  required?: true | 'register' | undefined;
  /** `url` and `port` set the keyboard; `password` is write-only and never shown. */
  type?: 'url' | 'port' | 'password' | undefined;
}

/** One item of a service's form: a text field, the engine that serves it, or a fixed value shown. */
export type ServiceFormItem<In> =
  | ({ item: 'text' } & ServiceTextField<In>)
  | { item: 'engine' }
  | { item: 'fixed'; label: string; value: string };

/** A save call, as the master mutation factories give it (register or modify by its variables). */
interface SaveMutation<Vars> {
  mutationKey: readonly unknown[];
  mutationFn: (variables: Vars) => Promise<unknown>;
}

/**
 * A service's register and modify form, as data: the contract's schema, the items in order, where the
 * stored entry's values go, and the save call with what it is sent.
 */
export interface ServiceForm<Entry, In extends FieldValues, Out, Vars> {
  /** `분석 엔진 등록` / `분석 엔진 수정`. */
  title: { register: string; modify: string };
  schema: z.ZodMiniType<Out, In>;
  defaults: (entry: Entry | undefined, engines: ServiceDialogProps<Entry>['engines']) => In;
  items: readonly ServiceFormItem<In>[];
  /** Two columns in a wide dialog (the CDM's many fields). */
  wide?: boolean | undefined;
  /** What the schema lets through but this service refuses (a new CDM without a password). */
  refuse?:
    ((values: Out, entry: Entry | undefined) => { name: Path<In>; message: string } | null) | undefined;
  save: (queryClient: QueryClient, orgId: number, options: CallOptions) => SaveMutation<Vars>;
  variables: (values: Out, entry: Entry | undefined, saveAnyway: boolean) => Vars;
}

const toPort = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/**
 * Registers or modifies one entry of a service. The server checks the connection for real before it
 * saves; a failed check may be saved anyway (ConnectionDialog). Closes only on success.
 */
export function ServiceDialog<Entry, In extends FieldValues, Out, Vars>({
  form: spec,
  orgId,
  engines,
  entry,
  onClose,
}: ServiceDialogProps<Entry> & { form: ServiceForm<Entry, In, Out, Vars> }) {
  const queryClient = useQueryClient();
  const save = useMutation(spec.save(queryClient, orgId, SAVE_IN_DIALOG));
  const check = useConnectionCheck();
  const form = useForm({ schema: spec.schema, defaultValues: spec.defaults(entry, engines) });
  const { errors } = form.formState;
  const modifying = entry !== undefined;
  const needsEngine = spec.items.some((item) => item.item === 'engine');

  const submit = (saveAnyway: boolean) =>
    form.handleSubmit((values) => {
      const refusal = spec.refuse?.(values, entry);
      if (refusal) {
        form.setError(refusal.name, { message: refusal.message }, { shouldFocus: true });
        return;
      }
      save.mutate(spec.variables(values, entry, saveAnyway), check.callbacks(saveAnyway, onClose));
    })();

  const field = (item: ServiceTextField<In>) => {
    const props = {
      label: item.label,
      helpText: modifying ? (item.helpModifying ?? item.help) : item.help,
      required: item.required === true || (item.required === 'register' && !modifying),
      autoComplete: item.type === 'password' ? 'new-password' : 'off',
      error: errors[item.name]?.message,
    };
    if (item.type === 'password')
      return <PasswordField key={item.name} {...props} {...form.register(item.name)} />;
    if (item.type === 'port')
      return (
        <TextField
          key={item.name}
          {...props}
          type="number"
          inputMode="numeric"
          min={1}
          max={65535}
          {...form.register(item.name, { setValueAs: toPort })}
        />
      );
    return (
      <TextField
        key={item.name}
        {...props}
        inputMode={item.type === 'url' ? 'url' : undefined}
        {...form.register(item.name)}
      />
    );
  };

  const fields = spec.items.map((item) => {
    if (item.item === 'engine') {
      // Only the forms of services an engine serves (ATLAS, CDM) list this item, and they hold engineId.
      const control = form.control as unknown as Control<{ engineId: number | string }>;
      return <EngineSelect key="engineId" control={control} engines={engines} />;
    }
    if (item.item === 'fixed')
      return <TextField key={item.label} label={item.label} value={item.value} readOnly />;
    return field(item);
  });

  return (
    <ConnectionDialog
      title={modifying ? spec.title.modify : spec.title.register}
      size={spec.wide ? 'lg' : undefined}
      pending={save.isPending}
      anyway={check.anyway}
      failure={check.failure}
      onClose={onClose}
      onSave={() => submit(false)}
      onSaveAnyway={() => submit(true)}
      saveDisabled={needsEngine && engines.length === 0}
    >
      {spec.wide ? <div className={styles.fieldGrid}>{fields}</div> : fields}
    </ConnectionDialog>
  );
}
