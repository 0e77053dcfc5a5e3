import { z } from 'zod/mini';
import { validationMessages } from '../messages.ko.js';
import { email } from '../rules.js';

// Sign-in only checks that a password was entered; whether it is right is the server's call.
// The password rule (rules.ts) applies where a password is chosen: sign-up and reset.
export const loginForm = z.object({
  email,
  password: z
    .string({ error: validationMessages.required })
    .check(z.minLength(1, { error: validationMessages.required })),
});

export type LoginForm = z.infer<typeof loginForm>;
