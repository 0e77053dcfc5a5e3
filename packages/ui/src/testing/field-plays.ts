import { expect, userEvent, within } from 'storybook/test';

// The plays that the labelled controls' stories share (checkbox, switch, select, text fields…):
// FormField's wiring of help text, the required mark and the error message, seen through the control.

/** The role of a control wrapped in a FormField, as the plays find it. */
type FieldRole = 'checkbox' | 'switch' | 'combobox' | 'textbox' | 'spinbutton';

interface PlayContext {
  canvasElement: HTMLElement;
}

/** The help text is the control's accessible description. */
export const playHelpText = (role: FieldRole, name: string | RegExp, helpText: string) =>
  async function play({ canvasElement }: PlayContext) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole(role, { name })).toHaveAccessibleDescription(helpText);
  };

/** A required control says so with `aria-required`; the visible `*` is hidden from screen readers. */
export const playRequired = (role: FieldRole, name: string | RegExp) =>
  async function play({ canvasElement }: PlayContext) {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole(role, { name })).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  };

/** The error marks the control invalid, describes it, and replaces the help text. */
export const playInvalid = (
  role: FieldRole,
  name: string | RegExp,
  { error, helpText }: { error: string; helpText: string },
) =>
  async function play({ canvasElement }: PlayContext) {
    const canvas = within(canvasElement);
    const control = canvas.getByRole(role, { name });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(error);
    await expect(canvas.queryByText(helpText)).toBeNull();
  };

/** A disabled on/off control (checked from the start) ignores a click and reports nothing. */
export const playDisabledToggle = (role: 'checkbox' | 'switch', name: string | RegExp) =>
  async function play({ canvasElement, args }: PlayContext & { args: { onCheckedChange?: unknown } }) {
    const control = within(canvasElement).getByRole(role, { name });
    await expect(control).toBeDisabled();
    await userEvent.click(control, { pointerEventsCheck: 0 });
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  };
