/** What the event kiosk asks of the server (base /api/kiosk). */
import { z } from 'zod';
import { route } from './route.js';

/** What the largest QR code (version 40, error correction M) holds in byte mode: the text's UTF-8 bytes, not its characters. */
export const QR_MAX_BYTES = 2331;

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

export const kioskApi = {
  qr: route({
    method: 'get',
    path: '/kiosk/qr', cache: 'immutable',
    summary: 'An address of the open web as a QR code, for a visitor to take away on a phone',
    // Only what the kiosk offers as a QR code: web, mail and phone addresses, of a size a code can hold.
    query: z.object({
      text: z
        .string()
        .trim()
        .min(1)
        .max(1000, 'és massa llarg per a un codi QR (com a màxim 1000 caràcters)')
        .regex(/^(https?:\/\/|mailto:|tel:)\S+$/i, 'ha de ser una adreça http(s), mailto: o tel:')
        .refine((text) => utf8Bytes(text) <= QR_MAX_BYTES, `és massa llarg per a un codi QR (com a màxim ${QR_MAX_BYTES} bytes en UTF-8)`)
        .meta({ description: `At most 1000 characters and ${QR_MAX_BYTES} bytes in UTF-8 (what the largest QR code holds).` }),
    }),
    responses: { 200: { contentType: 'image/svg+xml', description: 'The QR code.' } },
  }),
} as const;
