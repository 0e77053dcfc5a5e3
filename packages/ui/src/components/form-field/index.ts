export { FormField, formFieldLayouts, useFormField } from './form-field';
export type { FormFieldControlProps, FormFieldLayout, FormFieldProps, FormFieldState } from './form-field';
