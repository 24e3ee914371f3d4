/**
 * The live search overlay opened by the header's Cercar button (spec §2, §4, §5, §9): a modal
 * dialog with a focus trap, closed by Escape, the backdrop or the close button, page scroll
 * locked, the input focused after 100 ms. From 2 characters it searches 300 ms after typing
 * stops; each query is its own cached request, so a late answer for an older query is never
 * shown over a newer one (and requests no longer needed are aborted). Enter opens /cerca?q=.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useNavigate } from 'react-router-dom';
import { LIVE_SEARCH, PAGE_SIZES, SEARCH_QUERY_MAX_CHARS } from '../../../common/constants.js';
import { paths } from '../../../common/routes/index.js';
import { searchArticles } from '../../api/search.js';
import { CloseIcon, SearchIcon } from '../../components/Icons.js';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock.js';
import { useFocusTrap } from '../../hooks/useFocusTrap.js';
import { HistoryPanel } from './HistoryPanel.js';
import { clearHistory, deleteFromHistory, loadHistory, onHistoryChange, recordInHistory, type HistoryState } from './historyStore.js';
import { LiveResults } from './LiveResults.js';
import styles from './SearchOverlay.module.css';
import { trackClick, trackSearch } from './tracker.js';
import { countLabel } from '../../../common/plural.js';

const resultCount = (n: number) => countLabel(n, 'resultat', 'resultats');

function useLiveSearch(term: string) {
  return useQuery({
    queryKey: ['search', 'live', term],
    queryFn: async (ctx) => {
      const started = performance.now();
      const data = await searchArticles({ q: term, limit: PAGE_SIZES.liveSearch }, ctx);
      return { ...data, took: performance.now() - started };
    },
    enabled: term.length >= LIVE_SEARCH.minChars,
    retry: false,
    staleTime: 60_000,
  });
}

export interface SearchOverlayProps {
  open: boolean;
  onClose: () => void;
}

export default function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [term, setTerm] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [history, setHistory] = useState<HistoryState>({ recent: [], counts: {} });
  const [now, setNow] = useState(() => Date.now());

  useFocusTrap(dialogRef, open, { onEscape: onClose });
  useBodyScrollLock(open);

  // Each opening starts fresh: empty field, history as stored now, focus after 100 ms.
  useEffect(() => {
    if (!open) return;
    setQuery('');
    setTerm('');
    setShowHistory(false);
    setHistory(loadHistory());
    setNow(Date.now());
    const timer = window.setTimeout(() => inputRef.current?.focus(), LIVE_SEARCH.focusDelayMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  // A search recorded while the overlay is open (the results page settling behind it) shows at once.
  useEffect(() => {
    if (!open) return;
    return onHistoryChange(() => setHistory(loadHistory()));
  }, [open]);

  // Under 2 characters the results clear at once; otherwise the search waits for a 300 ms pause.
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < LIVE_SEARCH.minChars) {
      setTerm('');
      return;
    }
    const timer = window.setTimeout(() => setTerm(trimmed), LIVE_SEARCH.debounceMs);
    return () => window.clearTimeout(timer);
  }, [query]);

  const live = useLiveSearch(term);
  const data = live.data;

  // One analytics record per query answered; a click on a result refers to it.
  const tracked = useRef<{ term: string; id: number | null; shownAt: number }>({ term: '', id: null, shownAt: 0 });
  // A search started from a history entry or a chip goes into the history once it has answered.
  const pendingHistory = useRef<string | null>(null);
  useEffect(() => {
    if (!open || !data || !term || tracked.current.term === term) return;
    const entry = { term, id: null as number | null, shownAt: performance.now() };
    tracked.current = entry;
    void trackSearch({ query: term, searchType: 'live_search', results: data.pagination.total, responseTime: data.took }).then(
      (answer) => {
        if (answer.success) entry.id = answer.analyticsId;
      },
    );
    if (pendingHistory.current === term) {
      pendingHistory.current = null;
      setHistory(recordInHistory(term, data.pagination.total));
    }
  }, [open, data, term]);

  const run = useCallback((q: string) => {
    pendingHistory.current = q;
    setQuery(q);
    setTerm(q);
    setShowHistory(false);
    inputRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    onClose();
    navigate(paths.search(q));
  };

  const openResult = (position: number) => {
    const { id, shownAt } = tracked.current;
    if (id !== null) void trackClick(id, { position, shownAt, scrolled: (bodyRef.current?.scrollTop ?? 0) > 0 });
    if (data) recordInHistory(term, data.pagination.total);
    onClose();
  };

  // Arrow keys walk from the field through the results and back (links keep Enter and click).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const items = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('[data-nav]') ?? []);
    if (items.length < 2) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    const next = event.key === 'ArrowDown' ? Math.min(items.length - 1, index + 1) : Math.max(0, index - 1);
    items[next]!.focus();
  };

  if (!open) return null;

  const trimmed = query.trim();
  const historyMode = showHistory || trimmed.length === 0;
  const waiting = trimmed.length >= LIVE_SEARCH.minChars && (term !== trimmed || live.isFetching) && !live.isError;

  let body;
  if (historyMode) {
    body = (
      <HistoryPanel
        history={history}
        now={now}
        onRun={run}
        onDelete={(q) => setHistory(deleteFromHistory(q))}
        onClear={() => setHistory(clearHistory())}
      />
    );
  } else if (trimmed.length < LIVE_SEARCH.minChars) {
    body = <p className={styles.hint}>Escriu com a mínim {LIVE_SEARCH.minChars} caràcters per cercar.</p>;
  } else if (live.isError && term === trimmed) {
    body = (
      <p className={styles.error} role="alert">
        Error en la cerca
      </p>
    );
  } else if (data && term === trimmed && data.pagination.total === 0) {
    body = (
      <div className={styles.noResults}>
        <p className={styles.noResultsTitle}>Cap resultat trobat</p>
        <p className={styles.noResultsText}>
          per «{term}». Prova amb altres termes
        </p>
      </div>
    );
  } else if (data && term.length > 0) {
    body = <LiveResults hits={data.articles.slice(0, PAGE_SIZES.liveSearch)} onOpen={openResult} />;
  } else {
    body = <p className={styles.hint}>Cercant…</p>;
  }

  const status = historyMode
    ? ''
    : waiting
      ? 'Cercant…'
      : data && term === trimmed && !live.isError
        ? resultCount(data.pagination.total)
        : '';

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-testid="search-backdrop"
    >
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label="Cercar"
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <form className={styles.bar} role="search" onSubmit={submit}>
          <SearchIcon />
          <label htmlFor="cerca-en-directe" className="visually-hidden">
            Cercar a la revista
          </label>
          <input
            ref={inputRef}
            id="cerca-en-directe"
            className={styles.input}
            type="search"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setShowHistory(false);
            }}
            placeholder="Cerca articles, autors, temes…"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={SEARCH_QUERY_MAX_CHARS}
            data-nav
          />
          <button
            type="button"
            className={styles.historyButton}
            aria-pressed={historyMode}
            onClick={() => {
              setHistory(loadHistory());
              setNow(Date.now());
              setShowHistory((v) => !v || trimmed.length === 0);
            }}
          >
            Historial
          </button>
          <button type="button" className={styles.close} aria-label="Tancar la cerca" onClick={onClose}>
            <CloseIcon />
          </button>
        </form>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        <div ref={bodyRef} className={styles.body}>
          {body}
        </div>
        {/* Outside the scrolling list, so it stays in view under the results. */}
        {!historyMode && data && term === trimmed && data.pagination.total > PAGE_SIZES.liveSearch && (
          <Link to={paths.search(term)} className={styles.seeAll} data-nav onClick={onClose}>
            Veure tots els resultats
            <span className={styles.seeAllCount}> ({data.pagination.total})</span>
          </Link>
        )}
      </div>
    </div>,
    document.body,
  );
}
