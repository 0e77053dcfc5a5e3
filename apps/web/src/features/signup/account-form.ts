import { z } from 'zod/mini';
import { accountApi, expertAreas, expertDivisions } from '@cdmnet/api';
import { validationMessages } from '@cdmnet/validators';

const chosen = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.pipe(z.string(), z.enum(values, { error: validationMessages.required }));

const typedTwice = z.object({ password: z.string(), passwordConfirm: z.string() });

/**
 * The account step's form: the sign-up call's own rules for the fields it sends, plus the password typed
 * twice. The selects start empty ('') so that a choice is made, not defaulted.
 */
export const accountForm = z
  .extend(z.pick(accountApi.signup.body, { name: true, password: true, orgEmployedId: true }), {
    passwordConfirm: z.string(),
    expertArea: chosen(expertAreas),
    expertDivision: chosen(expertDivisions),
  })
  .check(
    z.refine((values) => values.password === values.passwordConfirm, {
      path: ['passwordConfirm'],
      error: validationMessages.passwordMismatch,
      // Said together with the other fields' messages, not only once they are all right.
      when: ({ value }) => typedTwice.safeParse(value).success,
    }),
  );

/** What the form holds while it is being filled in (kept in the sign-up state between steps). */
export type AccountDraft = z.input<typeof accountForm>;
export type AccountValues = z.output<typeof accountForm>;

export const emptyAccountDraft: AccountDraft = {
  name: '',
  password: '',
  passwordConfirm: '',
  expertArea: '',
  expertDivision: '',
  orgEmployedId: null,
};
