import type { FastifyInstance } from 'fastify';
import {
  accountApi,
  signupMessages,
  optionalTermsDocuments,
  termsApi,
  termsDocuments,
} from '@cdmnet/api/contract';
import type { Database } from '../db/database.js';
import { bodyEmail, perHour, rateLimit } from '../http/rate-limit.js';
import { route } from '../http/route.js';
import { listOrganizationDomains, listSignupOrganizations } from '../services/organizations.js';
import { signUp } from '../services/signup.js';

/** What sign-up needs: the terms, the organisations and their domains, and the sign-up itself. */
export function signupRoutes(app: FastifyInstance, db: Database) {
  route(app, db, termsApi.listTerms, () => Promise.resolve({ content: termsDocuments() }));
  route(app, db, termsApi.listOptionalTerms, () => Promise.resolve({ content: optionalTermsDocuments() }));

  route(app, db, accountApi.listSignupOrgs, async () => ({ content: await listSignupOrganizations(db) }));

  route(app, db, accountApi.getOrgDomains, async ({ params }) => ({
    content: await listOrganizationDomains(db, params.id),
  }));

  route(
    app,
    db,
    accountApi.signup,
    async ({ body, request }) => {
      await signUp(db, body, request.ip);
      return { content: null, message: signupMessages.done };
    },
    // Per email first; generous per address: a whole hospital may sign up from behind one NAT address.
    {
      preHandler: rateLimit('signup', {
        perTarget: { limit: perHour(10), target: bodyEmail },
        perAddress: perHour(600),
      }),
    },
  );
}
