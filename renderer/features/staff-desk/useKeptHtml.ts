/**
 * What saving will keep of HTML typed at the desk (a bio): the server's own sanitiser answers
 * (POST /api/admin/desk/sanitize) a moment after a pause in typing, so the preview shows the text
 * as it will be stored and staff are told when something will be taken out. Until it answers, and
 * for an empty text, nothing is shown as kept.
 */
import { useQuery } from '@tanstack/react-query';
import { sanitizePreview } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';

export function useKeptHtml(html: string, kind: 'inline' | 'rich'): { html: string; removed: boolean } {
  const [asked] = useDebouncedValue(html, 250);
  const kept = useQuery({
    queryKey: ['admin', 'desk', 'sanitize', kind, asked],
    queryFn: (ctx) => sanitizePreview({ html: asked, kind }, ctx),
    enabled: asked.trim() !== '',
    staleTime: Infinity,
  });
  if (asked.trim() === '') return { html: '', removed: false };
  return kept.data ?? { html: '', removed: false };
}
