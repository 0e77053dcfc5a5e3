import {
  createContext,
  useContext,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { z } from 'zod/mini';
import {
  FormStore,
  readInput,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldState,
  type FieldValues,
  type Path,
  type Registered,
  type RegisterOptions,
} from './form-store';

// The app's forms: a small hook over FormStore, shaped like react-hook-form's API where the two meet
// (register, Controller, handleSubmit…), which the forms used before; ~2 KB instead of ~13 KB gzip on
// every page with a form.

export type { Control, FieldError, FieldErrors, FieldState, FieldValues, Path, Registered };

export interface UseFormReturn<In extends FieldValues, Out = In> {
  control: Control<In>;
  formState: { errors: FieldErrors<In> };
  register: (name: Path<In>, options?: RegisterOptions) => Registered & { name: Path<In> };
  /** The form's `onSubmit`: validates, then calls `onValid` with the schema's output. */
  handleSubmit: (onValid: (values: Out) => unknown) => (event?: FormEvent) => void;
  watch: <N extends Path<In>>(name: N) => In[N];
  getValues: () => In;
  getFieldState: (name: Path<In>) => FieldState;
  setError: (name: Path<In>, error: FieldError, options?: { shouldFocus?: boolean }) => void;
  clearErrors: (name?: Path<In>) => void;
  reset: (values?: In) => void;
}

function useStore<In extends FieldValues>(store: Control<In>) {
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}

/** A form validated by `schema` (the contract's rules), starting from `defaultValues`. */
export function useForm<In extends FieldValues, Out = In>({
  schema,
  defaultValues,
}: {
  schema: z.ZodMiniType<Out, In>;
  defaultValues: In;
}): UseFormReturn<In, Out> {
  const [store] = useState(() => new FormStore<In, Out>(schema, defaultValues));
  useStore(store);
  return {
    control: store,
    formState: { errors: store.errors },
    register: (name, options) => store.register(name, options),
    handleSubmit: (onValid) => (event) => {
      event?.preventDefault();
      store.submit(onValid);
    },
    watch: (name) => store.values[name],
    getValues: () => ({ ...store.values }),
    getFieldState: (name) => store.fieldState(name),
    setError: (name, error, options) => store.setError(name, error, options),
    clearErrors: (name) => store.clearErrors(name),
    reset: (values) => store.reset(values),
  };
}

export interface ControllerProps<In extends FieldValues, N extends Path<In>> {
  control: Control<In>;
  name: N;
  render: (props: {
    field: {
      name: N;
      value: In[N];
      /** A value, or an input's change event. */
      onChange: (valueOrEvent: unknown) => void;
      onBlur: () => void;
      ref: (element: HTMLElement | null) => void;
    };
    fieldState: FieldState;
  }) => ReactElement;
}

const isEvent = (value: unknown): value is { target: EventTarget | null } =>
  typeof value === 'object' && value !== null && 'target' in value && 'nativeEvent' in value;

/** A field whose component holds its value itself (a select, a switch, the rich-text editor). */
export function Controller<In extends FieldValues, N extends Path<In>>({
  control,
  name,
  render,
}: ControllerProps<In, N>) {
  const store = control;
  useStore(store);
  return render({
    field: {
      name,
      value: store.values[name],
      onChange: (valueOrEvent) =>
        store.setValue(name, isEvent(valueOrEvent) ? readInput(valueOrEvent.target) : valueOrEvent),
      onBlur: () => store.blur(name),
      ref: store.refFor(name, { writeValue: false }),
    },
    fieldState: store.fieldState(name),
  });
}

const FormContext = createContext<UseFormReturn<FieldValues, unknown> | null>(null);

/** Hands the form to fields further down (`useFormContext`). */
export function FormProvider<In extends FieldValues, Out>({
  children,
  ...form
}: UseFormReturn<In, Out> & { children: ReactNode }) {
  return (
    <FormContext.Provider value={form as unknown as UseFormReturn<FieldValues, unknown>}>
      {children}
    </FormContext.Provider>
  );
}

/** The form of the nearest FormProvider, seen as holding at least the fields `In` names. */
export function useFormContext<In extends FieldValues>(): UseFormReturn<In, unknown> {
  const form = useContext(FormContext);
  if (!form) throw new Error('useFormContext needs a FormProvider around it');
  return form as unknown as UseFormReturn<In, unknown>;
}

/** The errors of a form, kept current for a component that does not own the form. */
export function useFormState<In extends FieldValues>({ control }: { control: Control<In> }) {
  useStore(control);
  return { errors: control.errors };
}
