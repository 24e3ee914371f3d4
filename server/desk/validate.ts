/**
 * The desk's request validation: zod with Catalan messages (staff read them), and a block that
 * does not hold together named by its place and type (code invalid_block), so the editor can
 * point at it. Everything else invalid is invalid_input.
 */
import type { z } from 'zod';
import { catalanIssue } from '../../common/api/catalanIssues.js';
import { HttpError } from '../http/errors.js';
import { refuseUnstorable } from '../http/validate.js';

const FIELD_NAMES: Record<string, string> = {
  title: 'títol',
  section: 'secció',
  url: 'adreça',
  authors: 'autors',
  data: 'data',
  summary: 'resum',
  imageCard: 'imatge de la targeta',
  titlePdf: 'títol del PDF',
  description: 'descripció',
  publicationDate: 'data de publicació',
  coverImage: 'imatge de portada',
  coverCredit: 'crèdit de la portada',
  articlesOrder: 'ordre dels articles',
  baseRevision: 'revisió de partida',
  number: 'número',
  alt: 'text alternatiu',
};

export function parseDesk<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  refuseUnstorable(value);
  const result = schema.safeParse(value, { error: catalanIssue });
  if (result.success) return result.data;
  const issues = result.error.issues;
  const block = issues.find((i) => i.path[0] === 'text' && typeof i.path[1] === 'number');
  if (block) {
    const index = block.path[1] as number;
    const type = (value as { text?: { type?: unknown }[] }).text?.[index]?.type;
    const where = block.path.slice(2).join('.');
    throw new HttpError(
      400,
      'invalid_block',
      `El bloc ${index + 1}${typeof type === 'string' ? ` (${type})` : ''} no és vàlid${where ? `, a «${where}»` : ''}: ${block.message}.`,
    );
  }
  const message = issues
    .map((i) => {
      const field = i.path.map(String).map((p) => FIELD_NAMES[p] ?? p).join(' › ');
      return field ? `${field}: ${i.message}` : i.message;
    })
    .join('; ');
  throw new HttpError(400, 'invalid_input', `${message}.`);
}
