/**
 * The article as it would be saved, and its checks as you type: the server's own schema, and
 * whether the address (the one typed, or the one the title makes) is free in the section.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { articleInput } from '../../../common/api/deskInput.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { fetchSlug } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { inputOf, type Draft } from './articleDraft.js';
import { messagesByPath } from './Field.js';

export function useArticleChecks(draft: Draft, id: string | null) {
  // The address: the one typed, or the one the title makes; either way whether it is free in the section.
  const slugSource = draft.urlEdited ? draft.url : htmlToPlainLine(draft.title);
  const [slugAsked] = useDebouncedValue(`${draft.section}\n${slugSource}`, 300);
  const slug = useQuery({
    queryKey: ['admin', 'desk', 'slug', slugAsked, id],
    queryFn: (ctx) => fetchSlug(draft.section, slugAsked.split('\n')[1] ?? '', id, ctx),
    enabled: (slugAsked.split('\n')[1] ?? '').trim().length > 0,
    staleTime: 5_000,
  });
  const proposedUrl = !draft.urlEdited ? slug.data?.url : undefined;

  const input = useMemo(() => inputOf(draft, proposedUrl), [draft, proposedUrl]);
  const errors = useMemo(() => {
    const messages = messagesByPath(articleInput, input);
    if (slug.data && !slug.data.available && slug.data.message) messages.url ??= slug.data.message;
    return messages;
  }, [input, slug.data]);
  const valid = Object.keys(errors).length === 0;
  return { input, errors, valid, proposedUrl };
}
