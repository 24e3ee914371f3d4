/**
 * Examples for the OpenAPI document, by operationId: a request (its parameters and JSON body) and
 * the JSON answer of success the demo magazine gave to it, taken from a running server (the
 * template database of the API suite, the calls made in the order a person would make them) and
 * cut to one item per list. They are static data: tests/unit/openapi-document.test.ts fails for an
 * operation whose request or answer has no example and for an example its schemas refuse, so a new
 * route needs its example here, in the file of its area.
 */
import { AUTHOR_EXAMPLES } from './authors.js';
import { CONNECTION_EXAMPLES } from './connections.js';
import { CONTENT_EXAMPLES } from './content.js';
import { DESK_EXAMPLES } from './desk.js';
import { DESK_MEDIA_EXAMPLES } from './deskMedia.js';
import { EDITION_EXAMPLES } from './editions.js';
import { INVITATION_EXAMPLES } from './invitations.js';
import { ISSUE_EXAMPLES } from './issues.js';
import { MEDIA_EXAMPLES } from './media.js';
import type { OperationExamples } from './operationExample.js';
import { REVIEW_EXAMPLES } from './review.js';
import { SCHEDULE_EXAMPLES } from './schedule.js';
import { SEARCH_EXAMPLES } from './search.js';
import { STAFF_EXAMPLES } from './staff.js';
import { TOKEN_EXAMPLES } from './tokens.js';

export type { OperationExample, OperationExamples } from './operationExample.js';

export const OPERATION_EXAMPLES: OperationExamples = {
  ...CONTENT_EXAMPLES,
  ...ISSUE_EXAMPLES,
  ...AUTHOR_EXAMPLES,
  ...SEARCH_EXAMPLES,
  ...CONNECTION_EXAMPLES,
  ...STAFF_EXAMPLES,
  ...EDITION_EXAMPLES,
  ...SCHEDULE_EXAMPLES,
  ...DESK_EXAMPLES,
  ...DESK_MEDIA_EXAMPLES,
  ...MEDIA_EXAMPLES,
  ...REVIEW_EXAMPLES,
  ...INVITATION_EXAMPLES,
  ...TOKEN_EXAMPLES,
};
