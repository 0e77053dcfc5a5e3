import type { VerificationPorts } from '../services/verification.js';

/** What route modules may need beyond the database: delivery ports and public settings. */
export interface RouteDependencies {
  ports: VerificationPorts;
  publicUrl: string;
}
