/** The mock db's contact-form messages: created afresh for each story or test. */
export type ContactState = Record<never, never>;

export function createContactState(): ContactState {
  return {};
}
