import { z } from 'zod';

// The Arachne Execution Engine's AnalysisRequestDTO (odysseusinc/ArachneExecutionEngine, commons:
// AnalysisRequestDTO ⟵ AnalysisSyncRequestDTO, DataSourceUnsecuredDTO), as much of it as this node
// reads. Unknown fields are allowed: the EE ignores what it does not know, and so do we.

const text = z.string();
const optionalText = z.string().nullish();

/** A callback address: http(s), with `{id}` and `{password}` to expand. */
const callbackUrl = text.refine((value) => {
  try {
    const url = new URL(expandCallback(value, 1, 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}, 'http(s) URL');

export const dataSourceSchema = z.looseObject({
  name: optionalText,
  connectionString: text.min(1),
  type: optionalText,
  cdmSchema: text.min(1),
  vocabularySchema: optionalText,
  username: optionalText,
  password: optionalText,
  resultSchema: optionalText,
  targetSchema: optionalText,
  cohortTargetTable: optionalText,
});

/**
 * CDMNet's extension (a real EE sends none): the organisation's disclosure settings. The node applies
 * the stricter of these and its own configuration (cdm/disclosure.ts `effectiveRules`).
 */
export const requestDisclosureSchema = z.looseObject({
  minCellCount: z.number().int().min(2).max(100).optional(),
  rounding: z.union([z.literal(5), z.null()]).optional(),
  releaseUnchecked: z.boolean().optional(),
});

export const analysisRequestSchema = z.looseObject({
  id: z.union([
    z.number().int().min(0),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number),
  ]),
  executableFileName: text,
  dataSource: dataSourceSchema,
  // A java.util.Date in the EE: an ISO string or epoch milliseconds; echoed back in the result.
  requested: z.union([text, z.number()]),
  requestedDescriptorId: optionalText,
  resultExclusions: optionalText,
  dockerImage: optionalText,
  parameters: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).nullish(),
  callbackPassword: text,
  updateStatusCallback: callbackUrl,
  resultCallback: callbackUrl,
  disclosure: requestDisclosureSchema.nullish(),
});

export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;
export type RequestDisclosure = z.infer<typeof requestDisclosureSchema>;
export type DataSource = z.infer<typeof dataSourceSchema>;

/** The EE expands the callback URL templates' variables with the execution id and the password. */
export function expandCallback(template: string, id: number, password: string): string {
  return template
    .replace(/\{id\}/g, encodeURIComponent(String(id)))
    .replace(/\{password\}/g, encodeURIComponent(password));
}

/** `jdbc:postgresql://host:5432/db?ssl=true` → `db`; undefined when it names no database. */
export function databaseOfJdbc(connectionString: string): string | undefined {
  const match = /^jdbc:[a-z0-9]+:\/\/[^/?#]*\/([^/?#;]+)/i.exec(connectionString.trim());
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
