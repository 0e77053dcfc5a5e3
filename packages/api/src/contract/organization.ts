import { z } from 'zod/mini';

/** An organisation as sign-up offers it (spec §3: selected organisation). */
export const signupOrganization = z.object({
  id: z.int(),
  name: z.string(),
  logoImageId: z.nullable(z.int()),
  hideFromExternal: z.boolean(),
  description: z.string(),
  autoRegistration: z.boolean(),
  autoMailing: z.boolean(),
});
export type SignupOrganization = z.infer<typeof signupOrganization>;
