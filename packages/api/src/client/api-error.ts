/** A call that did not succeed: an envelope with result false, or no usable reply at all. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** The envelope's code, or the HTTP status when there was no envelope. */
    readonly code: number,
    /** The HTTP status, 0 when no reply arrived (timeout, abort, network). */
    readonly status: number,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
