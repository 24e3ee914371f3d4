/** The archive's filter panel (sidebar on wide screens) and its full-screen drawer on small ones. */
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SECTION_KEYS, SECTION_NAMES } from '../../../common/sections.js';
import { paths } from '../../../common/routes/index.js';
import { useBodyScrollLock } from '../../hooks/useBodyScrollLock.js';
import { useFocusTrap } from '../../hooks/useFocusTrap.js';
import { ARCHIVE_GRID_VIEW, ARCHIVE_PARAMS, hasFilters, type ArchiveFilters } from './archiveRules.js';
import styles from './ArchivePage.module.css';

interface FilterPanelProps {
  filters: ArchiveFilters;
  /** The grid view is on: a form sent without the code keeps it. */
  grid: boolean;
  years: number[];
  onChange: (next: ArchiveFilters) => void;
  onClear: () => void;
}

/**
 * The filters (whose state is the address) are plain GET forms to /arxiu, so they work without the
 * code; with it, they filter as typed and clicked and the forms are never sent.
 */
function ArchiveForm({ children, keep }: { children: ReactNode; keep: Record<string, string | null> }) {
  return (
    <form method="get" action={paths.archive()} onSubmit={(event) => event.preventDefault()}>
      {children}
      {Object.entries(keep).map(([name, value]) => value !== null && <input key={name} type="hidden" name={name} value={value} />)}
    </form>
  );
}

export function FilterPanel({ filters, grid, years, onChange, onClear }: FilterPanelProps) {
  const id = useId();
  const view = grid ? ARCHIVE_GRID_VIEW : null;
  const year = filters.year === null ? null : String(filters.year);
  return (
    <div className={styles.panel}>
      <ArchiveForm keep={{ [ARCHIVE_PARAMS.year]: year, [ARCHIVE_PARAMS.view]: view }}>
        <div className={styles.field}>
          <label htmlFor={`${id}-text`} className={styles.fieldLabel}>
            Cerca per títol o descripció
          </label>
          <input
            id={`${id}-text`}
            type="search"
            name={ARCHIVE_PARAMS.text}
            className={styles.searchInput}
            value={filters.text}
            placeholder="Paisatge, memòria…"
            autoComplete="off"
            onChange={(event) => onChange({ ...filters, text: event.target.value })}
          />
        </div>
      </ArchiveForm>

      <ArchiveForm keep={{ [ARCHIVE_PARAMS.text]: filters.text || null, [ARCHIVE_PARAMS.view]: view }}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.fieldLabel}>Any de publicació</legend>
          <div className={styles.yearButtons}>
            <button
              type="submit"
              name={ARCHIVE_PARAMS.year}
              value=""
              className={styles.yearButton}
              aria-pressed={filters.year === null}
              onClick={(event) => {
                event.preventDefault();
                onChange({ ...filters, year: null });
              }}
            >
              Tots els anys
            </button>
            {years.map((year) => (
              <button
                key={year}
                type="submit"
                name={ARCHIVE_PARAMS.year}
                value={year}
                className={styles.yearButton}
                aria-pressed={filters.year === year}
                onClick={(event) => {
                  event.preventDefault();
                  onChange({ ...filters, year });
                }}
              >
                {year}
              </button>
            ))}
          </div>
        </fieldset>
      </ArchiveForm>

      <nav className={styles.sectionsNav} aria-labelledby={`${id}-sections`}>
        <h3 id={`${id}-sections`} className={styles.fieldLabel}>
          Explora per seccions
        </h3>
        <ul className={styles.sectionLinks}>
          {SECTION_KEYS.map((key) => (
            <li key={key}>
              <Link to={paths.section(key)}>{SECTION_NAMES[key]}</Link>
            </li>
          ))}
        </ul>
      </nav>

      <button type="button" className={styles.clearButton} onClick={onClear} disabled={!hasFilters(filters)}>
        Netejar filtres
      </button>
    </div>
  );
}

/** Full-screen dialog: Escape or 'Aplicar filtres' closes it; page scroll locked, focus trapped. */
export function FilterDrawer({ onClose, ...panel }: FilterPanelProps & { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useBodyScrollLock(true);
  useFocusTrap(ref, true, { onEscape: onClose });
  return (
    <div ref={ref} className={styles.drawer} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
      <div className={styles.drawerHeader}>
        <h2 id={titleId} className={styles.drawerTitle}>
          Filtres
        </h2>
        <button type="button" className={styles.drawerClose} onClick={onClose} aria-label="Tancar els filtres">
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className={styles.drawerBody}>
        <FilterPanel {...panel} />
      </div>
      <div className={styles.drawerFooter}>
        <button type="button" className={styles.applyButton} onClick={onClose}>
          Aplicar filtres
        </button>
      </div>
    </div>
  );
}
