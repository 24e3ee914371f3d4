/**
 * The one error of the renderer's API calls: the status, the envelope's stable `code` (programs
 * branch on it: stale_revision, media_in_use, …), its Catalan `message` (staff read it) and the
 * whole body (a 409 carries the other's version, a 422 the package report).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The code of an answer that carried no `{ error: { code, message } }` envelope (a proxy's page). */
export const NO_ENVELOPE = 'http_error';

interface Envelope {
  error: { code: string; message: string };
}

const isEnvelope = (body: unknown): body is Envelope => {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
};

/** The error a refused answer makes: the envelope's code and message, or the spec's 'HTTP error! status: N'. */
export function apiErrorOf(status: number, body: unknown): ApiError {
  if (isEnvelope(body)) return new ApiError(status, body.error.code, body.error.message, body);
  // The spec's words for any refusal (magazine-spec §8), when the server's own are missing.
  return new ApiError(status, NO_ENVELOPE, `HTTP error! status: ${status}`, body);
}

/** The server's own message of a refusal, or null when the answer carried none. */
export const serverMessage = (error: ApiError): string | null => (isEnvelope(error.body) ? error.body.error.message : null);

/** Whether a failure is an API answer with this status. */
export const hasStatus = (error: unknown, ...statuses: number[]): error is ApiError => error instanceof ApiError && statuses.includes(error.status);
