/**
 * The reader marker: a request that carries it is answered as to a reader, whatever credential
 * comes with it (no drafts, no admin calls, no draft media). The kiosk's fetch client sends it, and
 * so does a staff copy's sync when it fetches the public site's media (server/http/admin.ts).
 */
export const READER_HEADER = 'X-Revista-Audience';
export const READER_VALUE = 'reader';
