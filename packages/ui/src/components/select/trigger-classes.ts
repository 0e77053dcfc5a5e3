import { rememberedRecipe } from '../../theme/remembered-recipe';
import type { FieldFrameProps } from '../form-field/field-props';
import { hasMessage } from '../form-field/form-field';
import { fieldControl } from '../form-field/form-field.css';
import type { SelectSize } from './select';
import * as styles from './select.css';

const fieldControlClass = rememberedRecipe(fieldControl);

/**
 * Whether the field has a label above the trigger (then the field's class goes to its wrapper): by
 * FormField's own test, so the two agree on when a field is bare.
 */
export const hasFieldLabel = (field: FieldFrameProps) => hasMessage(field.label);

/** The classes of the trigger, Radix's or a deferred Select's plain button: both look the same. */
export function triggerClasses(
  size: SelectSize,
  triggerClassName: string | undefined,
  field: FieldFrameProps,
) {
  return [
    fieldControlClass({ size }),
    styles.trigger,
    triggerClassName,
    // Bare (no label), the field's class goes to the trigger.
    hasFieldLabel(field) ? undefined : field.className,
  ]
    .filter(Boolean)
    .join(' ');
}
