import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { engineResultReport, engineStatusReport, replyMessages } from '@cdmnet/api/contract';
import { engineMessages as em } from '../adapters/messages.ko.js';
import { AppError } from '../http/app-error.js';
import { readUpload } from '../http/multipart.js';
import { callbackAllowed, receiveResult, receiveStatus } from '../services/execution-callbacks.js';
import type { ExecutionDeps } from '../services/executions.js';
import { resultManifest } from '../services/result-manifest.js';
import type { SecretBox } from '../services/secrets.js';

// The engines' callbacks (engines.md): not calls of our web app, so not in the contract. The URL
// carries the execution id and its callback password; the password alone admits the engine (no
// session, no address check: the engine may sit behind any NAT).

const RESULT_MAX_FILE_BYTES = 100 * 1024 * 1024;
const RESULT_MAX_FILES = 500;

const params = z.object({
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,9}$/)), z.transform(Number)),
  password: z.string().check(z.regex(/^[0-9a-f]{16,128}$/)),
});
async function admitted(deps: ExecutionDeps, raw: unknown) {
  const parsed = params.safeParse(raw);
  // A wrong password and an unknown execution read the same: nothing to learn by guessing.
  if (!parsed.success || !(await callbackAllowed(deps, parsed.data.id, parsed.data.password)))
    throw AppError.forbidden(replyMessages.forbidden);
  return parsed.data.id;
}

/** `secrets` seals the node's release token for this execution's held files as it arrives. */
export function engineCallbackRoutes(app: FastifyInstance, deps: ExecutionDeps & { secrets: SecretBox }) {
  app.post('/api/v1/engine-callbacks/:id/status/:password', async (request, reply) => {
    const id = await admitted(deps, request.params);
    const body = engineStatusReport.safeParse(request.body);
    if (!body.success) throw AppError.invalidInput(em.badStatusReport);
    await receiveStatus(deps, id, body.data);
    return reply.send({ result: true, code: 0, message: '', content: null });
  });

  app.post('/api/v1/engine-callbacks/:id/result/:password', async (request, reply) => {
    const id = await admitted(deps, request.params);
    const upload = await readUpload(request, RESULT_MAX_FILE_BYTES, RESULT_MAX_FILES);
    // The report arrives as a field or as a JSON part, depending on the engine's HTTP client.
    const reportPart = upload.files.find((file) => file.field === 'analysisResult');
    const reportText = upload.fields.analysisResult ?? reportPart?.bytes.toString('utf8') ?? '';
    let json: unknown;
    try {
      json = JSON.parse(reportText);
    } catch {
      json = undefined;
    }
    const report = engineResultReport.safeParse(json);
    if (!report.success) throw AppError.invalidInput(em.badResultReport);
    const { disclosure: rawDisclosure, ...rest } = report.data;
    const disclosure = rawDisclosure == null ? undefined : resultManifest.safeParse(rawDisclosure);
    if (disclosure && !disclosure.success) throw AppError.invalidInput(em.badDisclosure);
    const resultFiles = upload.files.filter((file) => file !== reportPart);
    await receiveResult(deps, id, { ...rest, disclosure: disclosure?.data }, resultFiles);
    return reply.send({ result: true, code: 0, message: '', content: null });
  });
}
