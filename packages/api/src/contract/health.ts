import { z } from 'zod/mini';
import { envelope } from './envelope.js';
import type { RouteDescription } from './endpoint.js';
import { engineStatus } from './master.js';

// What a reverse proxy, an orchestrator or a hospital's monitoring asks an instance (README "Running
// it in production"): is the process up, and may it be sent work now.

export const HEALTH_PATH = '/api/v1/health';
export const READINESS_PATH = '/api/v1/health/ready';

export const dependencyState = z.enum(['UP', 'DOWN']);
export type DependencyState = z.infer<typeof dependencyState>;

/** An analysis engine as the reconciler last saw it: its instance is ready either way. */
export const engineHealth = z.object({
  name: z.string(),
  organization: z.string(),
  state: engineStatus,
  checkedAt: z.nullable(z.string()),
});

export const readiness = z.object({
  /** Whether this instance should be sent requests: the database answers, the queue runs, not stopping. */
  ready: z.boolean(),
  /** The instance is shutting down: it finishes what it holds and takes nothing new. */
  stopping: z.boolean(),
  database: z.object({ state: dependencyState, latencyMs: z.nullable(z.number()) }),
  queue: z.object({ state: dependencyState }),
  engines: z.array(engineHealth),
});
export type Readiness = z.infer<typeof readiness>;

export const healthRoute: RouteDescription = {
  method: 'GET',
  path: HEALTH_PATH,
  summary:
    'Liveness: the process answers. Asks nothing of the database, so a proxy does not restart an instance for an outage elsewhere.',
  auth: 'public',
  reply: {
    mediaType: 'application/json',
    description: 'Always 200 while the process runs',
    schema: envelope(z.object({ up: z.literal(true) })),
  },
};

export const readinessRoute: RouteDescription = {
  method: 'GET',
  path: READINESS_PATH,
  summary:
    "Readiness: 200 when the database answers, the job queue runs and the instance is not shutting down; otherwise 503 with the same body (code 5003). Each engine's state is listed as the reconciler last saw it, for monitoring: an offline engine does not make the instance unready.",
  auth: 'public',
  reply: {
    mediaType: 'application/json',
    description: 'The instance\u2019s state; 503 with the same content when it is not ready',
    schema: envelope(readiness),
  },
};
