// Types of load-sample.mjs for the TypeScript tests (and Playwright's setup).

export interface SampleCdm {
  host: string;
  port: number;
  database: string;
  cdmSchema: 'cdm';
  vocabularySchema: 'cdm';
  /** A login role that can only read schema `cdm`. */
  username: string;
  password: string;
  /** Whether the server refuses a wrong password for `username` (false: a remote server that trusts it). */
  passwordChecked: boolean;
  /** A superuser URL of the sample database, for tests that add schemas beside `cdm`. */
  adminUrl: string;
  /** Drops the database and the role, and stops the server if startSampleCdm started one. */
  stop(): Promise<void>;
}

/** With `adminUrl` (a superuser URL) a fresh database on that server; without, a throwaway server too. */
export function startSampleCdm(options?: { adminUrl?: string | undefined }): Promise<SampleCdm>;

/** RFC 4180 CSV rows, fields as strings. */
export function parseCsv(text: string): string[][];
