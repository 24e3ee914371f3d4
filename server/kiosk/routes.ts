/**
 * What the event kiosk asks of the server (issue 13):
 *
 *   GET /api/kiosk/qr?text={address}   public: the address as a QR code (image/svg+xml), so a
 *                                      visitor can take a link of the open web away on a phone.
 *
 * Drawn here rather than in the browser so the QR encoder stays out of the renderer's bundles.
 */
import { Router } from 'express';
import { kioskApi } from '../../common/api/kiosk.js';
import { qrSvg } from '../../common/pdf/qr.js';
import { publicCacheControl } from '../http/cache.js';
import { parseQuery } from '../http/validate.js';

export function kioskRoutes(): Router {
  const r = Router();
  r.get('/qr', (req, res) => {
    const { text } = parseQuery(kioskApi.qr.query, req);
    // The code of an address never changes.
    res.set('Cache-Control', publicCacheControl('max-age=31536000, immutable'));
    res.type('image/svg+xml').send(qrSvg(text));
  });
  return r;
}
