/**
 * The desktop menu's commands (common/bridge.ts MenuCommand), and Ctrl+S on the desk's screens in
 * a browser. Most commands are navigations: a screen of the app, or the workspace with the action
 * to run (`/redaccio?accio=…`). 'Nou article' asks which edition is being edited; 'Desa' saves the
 * form in view (saveCommand.ts). Mounted once at the root; what cannot be done is said in a note.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import type { MenuCommand } from '../../common/bridge.js';
import { classifyPath, PAGE_ROUTES, paths } from '../../common/routes/index.js';
import { editionForNewArticle, isScreenCommand, menuCommandPath } from '../../common/staff.js';
import type { DeskArticle } from '../../common/api/desk.js';
import { deskKeys } from '../api/desk.js';
import { editionKeys, fetchEditions } from '../api/editions.js';
import { desktopBridge } from '../platform/desktop.js';
import { isSaveShortcut, saveFormInView } from '../platform/saveCommand.js';
import styles from './MenuNote.module.css';

const patternOf = (id: 'deskEdition' | 'deskNewArticle' | 'deskArticle') => PAGE_ROUTES.find((route) => route.id === id)!.pattern;

const NO_DRAFT_EDITION = 'No hi ha cap edició en esborrany on escriure un article nou: crea’n una amb «Nova edició».';
export const NOTHING_TO_SAVE = 'En aquesta pantalla no hi ha res per desar.';

/** The edition whose screen (or whose article) is in view, if any. */
function useEditionInView(): (pathname: string) => number | null {
  const client = useQueryClient();
  return useCallback(
    (pathname: string) => {
      const edition = matchPath(patternOf('deskEdition'), pathname) ?? matchPath(patternOf('deskNewArticle'), pathname);
      if (edition?.params.number) return Number(edition.params.number);
      const article = matchPath(patternOf('deskArticle'), pathname);
      if (!article?.params.id) return null;
      return client.getQueryData<DeskArticle>(deskKeys.article(article.params.id))?.edition.number ?? null;
    },
    [client],
  );
}

export function useMenuCommands(): { note: string | null; dismiss(): void } {
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [note, setNote] = useState<string | null>(null);
  const editionInView = useEditionInView();
  const where = useRef(pathname);
  where.current = pathname;

  const newArticle = useCallback(async () => {
    try {
      const { editions } = await client.fetchQuery({ queryKey: editionKeys.list, queryFn: (ctx) => fetchEditions(ctx), staleTime: 0 });
      const number = editionForNewArticle(editionInView(where.current), editions);
      if (number === null) setNote(NO_DRAFT_EDITION);
      else void navigate(paths.deskNewArticle(number));
    } catch {
      setNote('No s’han pogut llegir les edicions: comprova la sessió i la connexió.');
    }
  }, [client, editionInView, navigate]);

  const run = useCallback(
    (command: MenuCommand) => {
      setNote(null);
      if (!isScreenCommand(command)) void navigate(menuCommandPath(command));
      else if (command.type === 'new-article') void newArticle();
      else if (!saveFormInView()) setNote(NOTHING_TO_SAVE);
    },
    [navigate, newArticle],
  );

  useEffect(() => desktopBridge()?.onMenuCommand(run), [run]);

  // In a browser, Ctrl+S on a desk screen is 'Desa' (the desktop's menu has its own accelerator).
  useEffect(() => {
    if (desktopBridge()) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event) || classifyPath(where.current) !== 'staff') return;
      event.preventDefault();
      run({ type: 'save' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [run]);

  return { note, dismiss: useCallback(() => setNote(null), []) };
}

/** The hook as an element, for the root of the tree (inside the router), with its note. */
export function MenuCommands() {
  const { note, dismiss } = useMenuCommands();
  if (!note) return null;
  return (
    <div className={styles.note} role="status">
      <p>{note}</p>
      <button type="button" className={styles.close} onClick={dismiss}>
        D’acord
      </button>
    </div>
  );
}
