/**
 * What the event kiosk asks of the server (issue 13):
 *
 *   GET /api/kiosk/qr?text={address}   public: the address as a QR code (image/svg+xml), so a
 *                                      visitor can take a link of the open web away on a phone.
 *
 * Drawn here rather than in the browser so the QR encoder stays out of the renderer's bundles.
 */
import { Router } from 'express';
import { z } from 'zod';
import { qrSvg } from '../../common/pdf/qr.js';
import { parseQuery } from '../http/validate.js';

// Only what the kiosk offers as a QR code: web, mail and phone addresses, of a size a code can hold.
const qrQuery = z.object({
  text: z
    .string({ message: 'text is required' })
    .trim()
    .min(1, 'text is required')
    .max(1000, 'text is too long for a QR code')
    .regex(/^(https?:\/\/|mailto:|tel:)\S+$/i, 'text must be an http(s), mailto: or tel: address'),
});

export function kioskRoutes(): Router {
  const r = Router();
  r.get('/qr', (req, res) => {
    const { text } = parseQuery(qrQuery, req);
    // The code of an address never changes.
    res.set('Cache-Control', 'public, max-age=31536000, immutable');
    res.type('image/svg+xml').send(qrSvg(text));
  });
  return r;
}
