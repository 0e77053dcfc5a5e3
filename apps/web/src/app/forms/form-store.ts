import type { z } from 'zod/mini';

// The state of one form, outside React: its values, which fields were left (touched), whether it was
// submitted, and the first message of each field's failed rule. Validation is the contract's own zod
// schema, so the page and the server apply the same rules (spec §5). A field says what is wrong once
// the user has left it, and from then on as they type; after a submit, every field does.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- any object type, interfaces included
export type FieldValues = {};
/** A field's name: forms here are flat (a nested value, such as a list, is one field). */
export type Path<T> = Extract<keyof T, string>;

export interface FieldError {
  message?: string | undefined;
}
export type FieldErrors<T> = Partial<Record<Path<T>, FieldError>>;

export interface FieldState {
  error: FieldError | undefined;
  invalid: boolean;
  isTouched: boolean;
}

/** An input's value as the user left it: a checkbox's tick, any other element's text. */
export function readInput(target: EventTarget | null): unknown {
  if (target instanceof HTMLInputElement && target.type === 'checkbox') return target.checked;
  return (target as HTMLInputElement | null)?.value;
}

function writeInput(element: HTMLElement, value: unknown) {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') {
    element.checked = value === true;
  } else if ('value' in element && element.value !== (value ?? '')) {
    const text = value === undefined || value === null ? '' : value;
    (element as HTMLInputElement).value = typeof text === 'string' ? text : JSON.stringify(text);
  }
}

/** What an uncontrolled input spreads: `{...register('email')}`. */
export interface Registered {
  name: string;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: { target: EventTarget | null }) => void;
  onBlur: () => void;
}

export interface RegisterOptions {
  /** What the form keeps of what is typed (e.g. a phone number's digits). */
  setValueAs?: ((value: string) => unknown) | undefined;
}

/** What a field component needs of its form (Controller, useFormState), whatever the form's output. */
export interface Control<In extends FieldValues> {
  readonly values: In;
  readonly errors: FieldErrors<In>;
  subscribe: (listener: () => void) => () => void;
  getVersion: () => number;
  setValue: (name: string, value: unknown) => void;
  blur: (name: string) => void;
  fieldState: (name: string) => FieldState;
  refFor: (name: string, options: { writeValue: boolean }) => (element: HTMLElement | null) => void;
}

export class FormStore<In extends FieldValues, Out> implements Control<In> {
  values: In;
  errors: FieldErrors<In> = {};
  private defaults: In;
  private touched = new Set<string>();
  private submitted = false;
  /** Field names in the order the form first showed them: the first with an error gets the focus. */
  private order: string[] = [];
  private elements = new Map<string, HTMLElement>();
  private refs = new Map<string, (element: HTMLElement | null) => void>();
  private handlers = new Map<string, ReturnType<FormStore<In, Out>['handlersFor']>>();
  private listeners = new Set<() => void>();
  private version = 0;

  constructor(
    private readonly schema: z.ZodMiniType<Out, In>,
    defaultValues: In,
  ) {
    this.defaults = defaultValues;
    this.values = { ...defaultValues };
  }

  // ---- subscription (useSyncExternalStore) ----
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getVersion = () => this.version;
  private notify() {
    this.version++;
    for (const listener of this.listeners) listener();
  }

  // ---- fields ----
  private track(name: string) {
    if (!this.order.includes(name)) this.order.push(name);
  }

  /** A stable ref callback: the element gets the focus on an error; an input also shows the value. */
  refFor(name: string, { writeValue }: { writeValue: boolean }) {
    this.track(name);
    let ref = this.refs.get(name);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (!element) return void this.elements.delete(name);
        this.elements.set(name, element);
        if (writeValue) writeInput(element, this.value(name));
      };
      this.refs.set(name, ref);
    }
    return ref;
  }

  private handlersFor(name: string, options: RegisterOptions) {
    return {
      onChange: (event: { target: EventTarget | null }) => {
        const raw = readInput(event.target);
        this.setValue(name, options.setValueAs && typeof raw === 'string' ? options.setValueAs(raw) : raw);
      },
      onBlur: () => this.blur(name),
    };
  }

  register(name: Path<In>, options: RegisterOptions = {}): Registered & { name: Path<In> } {
    let handlers = this.handlers.get(name);
    if (!handlers) {
      handlers = this.handlersFor(name, options);
      this.handlers.set(name, handlers);
    }
    return { name, ref: this.refFor(name, { writeValue: true }), ...handlers };
  }

  private value(name: string): unknown {
    return (this.values as Record<string, unknown>)[name];
  }

  setValue(name: string, value: unknown) {
    (this.values as Record<string, unknown>)[name] = value;
    if (this.submitted || this.touched.has(name)) this.validate(name);
    this.notify();
  }

  blur(name: string) {
    this.touched.add(name);
    this.validate(name);
    this.notify();
  }

  fieldState(name: string): FieldState {
    const error = this.errors[name as Path<In>];
    return { error, invalid: error !== undefined, isTouched: this.touched.has(name) };
  }

  // ---- validation ----
  /** The first message of each field the schema refuses (a refusal of the whole form has no field). */
  private errorsOf(result: z.core.util.SafeParseResult<Out>): FieldErrors<In> {
    const errors: FieldErrors<In> = {};
    for (const issue of result.error?.issues ?? []) {
      const name = issue.path[0];
      if (typeof name !== 'string') continue;
      errors[name as Path<In>] ??= { message: issue.message };
    }
    return errors;
  }

  /** Checks the whole form, keeping only `name`'s verdict: other fields speak when their turn comes. */
  private validate(name: string) {
    const error = this.errorsOf(this.schema.safeParse(this.values))[name as Path<In>];
    if (error) this.errors = { ...this.errors, [name]: error };
    else if (name in this.errors) {
      const { [name as Path<In>]: _, ...rest } = this.errors;
      this.errors = rest as FieldErrors<In>;
    }
  }

  /** Validates every field; on success calls `onValid` with the schema's output, else focuses the first error. */
  submit(onValid: (values: Out) => unknown) {
    this.submitted = true;
    const result = this.schema.safeParse(this.values);
    this.errors = this.errorsOf(result);
    this.notify();
    if (result.success) return void onValid(result.data);
    this.focusFirstError();
  }

  private focusFirstError() {
    const first = this.order.find((name) => this.errors[name as Path<In>]);
    if (first) this.elements.get(first)?.focus();
  }

  setError(name: Path<In>, error: FieldError, { shouldFocus = false } = {}) {
    this.errors = { ...this.errors, [name]: error };
    this.notify();
    if (shouldFocus) this.elements.get(name)?.focus();
  }

  clearErrors(name?: Path<In>) {
    if (name === undefined) this.errors = {};
    else {
      const { [name]: _, ...rest } = this.errors;
      this.errors = rest as FieldErrors<In>;
    }
    this.notify();
  }

  /** Starts over: the given values (which become the new defaults) or the defaults, nothing touched. */
  reset(values?: In) {
    if (values) this.defaults = values;
    this.values = { ...this.defaults };
    this.errors = {};
    this.touched.clear();
    this.submitted = false;
    for (const [name, element] of this.elements) {
      if (this.handlers.has(name)) writeInput(element, this.value(name));
    }
    this.notify();
  }
}
