/** What the PDF route loads on demand: the engine and its browser assets, nothing else. */
export { buildEditionPdf, type BuildProgress, type BuiltPdf } from '../../../common/pdf/build.js';
export { browserAssets } from './browserAssets.js';
export type { PrintEdition } from '../../../common/pdf/compose.js';
