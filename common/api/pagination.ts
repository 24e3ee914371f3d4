/** The one pagination of every list answer, and its one constructor. */
import { z } from 'zod';

export const paginationSchema = z
  .strictObject({
    page: z.number().int().min(1),
    /** At least 1, also for an empty list: there is always a first page. */
    pages: z.number().int().min(1),
    total: z.number().int().min(0),
    limit: z.number().int().min(1),
  })
  .meta({ id: 'Pagination', description: 'Which page this is, of how many (at least 1, also for an empty list), the total of items and the page size.' });

export type Pagination = z.infer<typeof paginationSchema>;

export function pagination({ page, limit, total }: { page: number; limit: number; total: number }): Pagination {
  return { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) };
}
