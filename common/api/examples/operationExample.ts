/** One operation's example in the OpenAPI document: a request and the answer the server gave to it. */
export interface OperationExample {
  /** Path and query parameters by name (a repeated query parameter as a list). */
  parameters?: Record<string, unknown>;
  /** The JSON request body. */
  body?: unknown;
  /** The JSON answer of success (none for an answer that is a file). */
  answer?: unknown;
}

/** An area's examples by operationId. */
export type OperationExamples = Record<string, OperationExample>;
