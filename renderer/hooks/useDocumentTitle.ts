import { useEffect } from 'react';
import { MAGAZINE } from '../../common/constants.js';

/** Sets the tab title as 'Page — Revista Estany' (or the magazine name alone for an empty title). */
export function documentTitle(title: string | undefined | null): string {
  const clean = (title ?? '').trim();
  return clean ? `${clean} — ${MAGAZINE.name}` : `${MAGAZINE.name} — ${MAGAZINE.tagline}`;
}

export function useDocumentTitle(title: string | undefined | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
