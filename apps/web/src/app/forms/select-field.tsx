import { Select, type SelectProps } from '@cdmnet/ui';
import { Controller, type Control, type FieldValues, type Path } from './use-form';

type BoundProps = 'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'ref' | 'error' | 'name';

/**
 * The kit's Select bound to one string field of a form: its value, its changes, its blur, the ref an
 * error focuses and the field's message. Imported from here, not the forms index, so a form without a
 * select (login) does not carry the kit's Select.
 */
export function SelectField<In extends FieldValues, N extends Path<In>>({
  control,
  name,
  ...select
}: { control: Control<In>; name: N } & Omit<SelectProps, BoundProps>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...select}
          value={field.value as string | undefined}
          onValueChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
