/**
 * 'Crea l’article' in a new article's editor: the article is created with the text as it is then,
 * and the editor goes on as that article's (the page hands it the article). What staff type while
 * the create is on its way stays in the editor: the text the create sent is told apart, for the
 * autosave to send only what came after.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ArticleInput, DeskArticle } from '../../../common/api/desk.js';
import { ApiError } from '../../api/apiError.js';
import { createArticle, deskKeys } from '../../api/desk.js';
import { sameInput } from './articleDraft.js';

export function useCreateArticle(editionNumber: number) {
  const client = useQueryClient();
  const [creating, setCreating] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  // The text the create sent, as the server has it since (with the address it gave).
  const sent = useRef<ArticleInput | null>(null);

  const create = async (input: ArticleInput, onCreated: (made: DeskArticle) => void) => {
    setCreating({ busy: true, error: null });
    try {
      const made = await createArticle(editionNumber, input);
      client.setQueryData(deskKeys.article(made.article._id), made);
      void client.invalidateQueries({ queryKey: deskKeys.edition(editionNumber) });
      sent.current = { ...input, url: made.article.url };
      onCreated(made);
    } catch (error) {
      setCreating({ busy: false, error: error instanceof ApiError ? error.message : 'No s’ha pogut crear l’article.' });
    }
  };

  /** Whether the editor's first text after the create is the one it sent (asked once: later text is the editor's own). */
  const isCreatedText = useCallback((input: ArticleInput) => {
    const text = sent.current;
    sent.current = null;
    return text !== null && sameInput(text, input);
  }, []);

  return { creating, create, isCreatedText };
}
