import { z } from 'zod/mini';

/** Every reply, success or failure, has this shape (spec §3). */
export const envelope = <Content extends z.ZodMiniType>(content: Content) =>
  z.object({
    result: z.boolean(),
    code: z.int(),
    message: z.string(),
    content,
  });

/** A failed reply carries no content. */
export const errorEnvelope = envelope(z.null());

export interface Envelope<Content> {
  result: boolean;
  code: number;
  message: string;
  content: Content;
}
