import { randomUUID } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * A 404 as WebAPI's GenericExceptionMapper writes it: Spring's ErrorMessage wrapping the
 * NotFoundException (`payload` the exception, `headers` the message headers).
 */
export function notFound(reply: FastifyReply, message: string) {
  return reply.code(404).send({
    payload: { cause: null, stackTrace: [], message, localizedMessage: message, suppressed: [] },
    headers: { id: randomUUID(), timestamp: Date.now() },
  });
}

/** A 400 for a body WebAPI could not take, with the message saying what (the field named). */
export function badRequest(reply: FastifyReply, message: string) {
  return reply.code(400).send({ payload: { message }, message });
}
