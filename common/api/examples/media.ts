/** Examples of images, videos, health, this document and the kiosk (index.ts says where they come from). */
import type { OperationExamples } from './operationExample.js';

export const MEDIA_EXAMPLES: OperationExamples = {
  mediaReady: { answer: { status: 'ready', checks: { database: true, migrations: true, draining: false } } },
  mediaHealth: { answer: { status: 'ok', database: 'sqlite', uptimeSeconds: 13 } },
  mediaLive: { answer: { status: 'alive', uptimeSeconds: 13 } },
  // The answers below are files (an image, a video, a QR code, this document and its reference).
  mediaImage: { parameters: { name: 'cover-48.jpg', w: 800 } },
  mediaSmallImage: { parameters: { name: 'card-05.jpg' } },
  mediaVideo: { parameters: { name: 'estany-hivern.mp4' } },
  kioskQr: { parameters: { text: 'https://revistaestany.cat/edicio/48' } },
};
