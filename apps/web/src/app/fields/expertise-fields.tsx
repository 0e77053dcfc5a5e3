import type { Control } from '../forms';
import { SelectField } from '../forms/select-field';
import { expertAreaLabels, expertAreas, expertDivisionLabels, expertDivisions } from '@cdmnet/api';
import type { SelectOption } from '@cdmnet/ui';
import { fieldMessages as t } from './messages.ko';

/** The two fields the group fills in; '' while nothing is chosen (the sign-up form starts so). */
interface Expertise {
  expertArea: string;
  expertDivision: string;
}

const selects: readonly { name: keyof Expertise; label: string; options: SelectOption[] }[] = [
  {
    name: 'expertArea',
    label: t.expertArea,
    options: expertAreas.map((value) => ({ value, label: expertAreaLabels[value] })),
  },
  {
    name: 'expertDivision',
    label: t.expertDivision,
    options: expertDivisions.map((value) => ({ value, label: expertDivisionLabels[value] })),
  },
];

/**
 * 전문 분야 and 세부 전공, both required, as the profile form and the sign-up account step ask for them.
 * The caller lays them out (side by side or stacked); each shows its own validation message.
 */
export function ExpertiseFields<T extends Expertise>({ control }: { control: Control<T> }) {
  // This group reads and writes only the two fields above.
  const expertise: Control<Expertise> = control;
  return selects.map(({ name, label, options }) => (
    <SelectField key={name} control={expertise} name={name} label={label} required options={options} />
  ));
}
