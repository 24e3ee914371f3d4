/**
 * What the event kiosk asks of the server (issue 13):
 *
 *   GET /api/kiosk/qr?text={address}   public: the address as a QR code (image/svg+xml), so a
 *                                      visitor can take a link of the open web away on a phone.
 *
 * Drawn here rather than in the browser so the QR encoder stays out of the renderer's bundles. The
 * code of an address never changes: the route's cache policy is 'immutable'.
 */
import type { kioskApi } from '../../common/api/kiosk.js';
import { qrSvg } from '../../common/pdf/qr.js';
import { FileReply } from '../http/answers.js';
import type { Handlers } from '../http/mount.js';

export function kioskHandlers(): Handlers<typeof kioskApi> {
  return {
    qr: async ({ query }) => FileReply.bytes('image/svg+xml', qrSvg(query.text)),
  };
}
