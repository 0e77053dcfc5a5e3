import type { SecretBox } from '../services/secrets.js';
import type { VerificationPorts } from '../services/verification.js';

/** What route modules may need beyond the database: delivery ports and public settings. */
export interface RouteDependencies {
  ports: VerificationPorts;
  publicUrl: string;
  /** Seals the secrets the platform keeps but never shows (a CDM's password). */
  secrets: SecretBox;
}
