/**
 * The history panel of the live search (spec §2): CERQUES RECENTS (5, relative time, result
 * count, delete one, 'Esborrar tot' after a confirm), CERQUES POPULARS (top 5 by repeat count),
 * the empty message and the SUGERIMENTS chips. Every entry and chip runs its search.
 */
import { formatRelativeTime } from '../../../common/dates.js';
import { CloseIcon } from '../../components/Icons.js';
import { popularSearches, recentSearches, type HistoryState } from './historyStore.js';
import styles from './SearchOverlay.module.css';
import { SEARCH_SUGGESTIONS } from './suggestions.js';
import { countLabel } from '../../../common/plural.js';

const CLEAR_CONFIRM = "Estàs segur que vols esborrar tot l'historial de cerca?";


interface HistoryPanelProps {
  history: HistoryState;
  now: number;
  onRun: (query: string) => void;
  onDelete: (query: string) => void;
  onClear: () => void;
}

export function HistoryPanel({ history, now, onRun, onDelete, onClear }: HistoryPanelProps) {
  const recent = recentSearches(history);
  const popular = popularSearches(history);
  return (
    <div className={styles.history}>
      {recent.length === 0 && popular.length === 0 ? (
        <p className={styles.historyEmpty}>Encara no tens historial de cerca</p>
      ) : (
        <>
          {recent.length > 0 && (
            <section className={styles.historySection} aria-labelledby="cerques-recents">
              <div className={styles.historyHead}>
                <h2 id="cerques-recents" className={styles.historyTitle}>CERQUES RECENTS</h2>
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => {
                    if (window.confirm(CLEAR_CONFIRM)) onClear();
                  }}
                >
                  Esborrar tot
                </button>
              </div>
              <ul className={styles.recentList}>
                {recent.map((entry) => (
                  <li key={entry.query} className={styles.recentItem}>
                    <button type="button" className={styles.recentRun} onClick={() => onRun(entry.query)}>
                      <span className={styles.recentQuery}>{entry.query}</span>
                      <span className={styles.recentMeta}>
                        {formatRelativeTime(entry.timestamp, now)} · {countLabel(entry.resultCount, 'resultat', 'resultats')}
                      </span>
                    </button>
                    <button
                      type="button"
                      className={styles.recentDelete}
                      aria-label={`Esborrar «${entry.query}» de l'historial`}
                      onClick={() => onDelete(entry.query)}
                    >
                      <CloseIcon />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {popular.length > 0 && (
            <section className={styles.historySection} aria-labelledby="cerques-populars">
              <h2 id="cerques-populars" className={styles.historyTitle}>CERQUES POPULARS</h2>
              <QueryChips queries={popular} onRun={onRun} />
            </section>
          )}
        </>
      )}
      <section className={styles.historySection} aria-labelledby="cerca-suggeriments">
        <h2 id="cerca-suggeriments" className={styles.historyTitle}>SUGERIMENTS</h2>
        <QueryChips queries={SEARCH_SUGGESTIONS} onRun={onRun} />
      </section>
    </div>
  );
}

/** Queries as chips; a click runs that search (CERQUES POPULARS, SUGERIMENTS). */
function QueryChips({ queries, onRun }: { queries: readonly string[]; onRun: (query: string) => void }) {
  return (
    <ul className={styles.chips}>
      {queries.map((query) => (
        <li key={query}>
          <button type="button" className={styles.chip} onClick={() => onRun(query)}>
            {query}
          </button>
        </li>
      ))}
    </ul>
  );
}
