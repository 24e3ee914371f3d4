/**
 * The article as it would be saved, and its checks as you type: the server's own schema, and
 * whether the address (the one typed, or the one the title makes) is free in the section.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { articleInput } from '../../../common/api/deskInput.js';
import { htmlToPlainLine } from '../../../common/html.js';
import { titleAddress } from '../../../common/slugs.js';
import { fetchSlug } from '../../api/desk.js';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.js';
import { inputOf, type Draft } from './articleDraft.js';
import { messagesByPath } from './Field.js';

export function useArticleChecks(draft: Draft, id: string | null) {
  // The address: the one typed, or the one the title makes; either way whether it is free in the section.
  const plainTitle = htmlToPlainLine(draft.title);
  const slugSource = draft.urlEdited ? draft.url : plainTitle;
  const asking = `${draft.section}\n${slugSource}`;
  const [slugAsked] = useDebouncedValue(asking, 300);
  const slug = useQuery({
    queryKey: ['admin', 'desk', 'slug', slugAsked, id],
    queryFn: (ctx) => fetchSlug(draft.section, slugAsked.split('\n')[1] ?? '', id, ctx),
    enabled: (slugAsked.split('\n')[1] ?? '').trim().length > 0,
    staleTime: 5_000,
  });
  // An answer about an address typed (or a title) since is no answer: it neither refuses this one nor names it.
  const answer = slugAsked === asking ? slug.data : undefined;
  // The address the title makes, as the server makes it (the same rule), at once: a create sent
  // before the check of the last keystrokes answers goes with the whole title's address.
  const proposedUrl = !draft.urlEdited && plainTitle ? titleAddress(plainTitle) : undefined;
  // Whether the address is still being checked: a save waits for the answer (one that fails lets it go: the server checks too).
  const checking =
    slugSource.trim().length > 0 && (slugAsked !== asking || (answer === undefined && slug.fetchStatus === 'fetching' && slug.failureCount === 0));

  const input = useMemo(() => inputOf(draft, proposedUrl), [draft, proposedUrl]);
  const errors = useMemo(() => {
    const messages = messagesByPath(articleInput, input);
    if (answer && !answer.available && answer.message) messages.url ??= answer.message;
    return messages;
  }, [input, answer]);
  const valid = Object.keys(errors).length === 0;
  return { input, errors, valid, proposedUrl, checking };
}
