/**
 * 'Registre' (issue 27): every act of the staff, newest first, filtered by person, action and
 * days, a page at a time, and 'Exporta CSV' of everything the filters keep. Read only: nobody can
 * change or delete an entry.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { exportRecord, fetchRecord, recordKeys } from '../../api/record.js';
import { EmptyState, ErrorState, Loading } from '../../components/StateViews.js';
import { countLabel } from '../../../common/plural.js';
import { RecordFilters } from './RecordFilters.js';
import { RecordTable } from './RecordTable.js';
import { isFiltered, queryOf, searchOf, viewOf, type RecordView } from './recordFilters.js';
import styles from './RecordScreen.module.css';

type ExportState = { state: 'idle' } | { state: 'busy' } | { state: 'done'; name: string } | { state: 'failed'; message: string };

function ExportButton({ view }: { view: RecordView }) {
  const [status, setStatus] = useState<ExportState>({ state: 'idle' });
  const run = async () => {
    setStatus({ state: 'busy' });
    try {
      setStatus({ state: 'done', name: (await exportRecord(queryOf(view))).name });
    } catch (error) {
      setStatus({ state: 'failed', message: (error instanceof ApiError && serverMessage(error)) || 'No s’ha pogut exportar el registre. Torna-ho a provar.' });
    }
  };
  return (
    <div className={styles.export}>
      <button type="button" className="button" disabled={status.state === 'busy'} onClick={() => void run()}>
        Exporta CSV
      </button>
      <span role="status" className={styles.exportStatus}>
        {status.state === 'busy' ? 'Exportant…' : status.state === 'done' ? `Desat: ${status.name}` : ''}
      </span>
      {status.state === 'failed' && <span role="alert">{status.message}</span>}
    </div>
  );
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pàgines del registre">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Pàgina {page} de {pages}
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Següent
      </button>
    </nav>
  );
}

export function RecordScreen() {
  const [search, setSearch] = useSearchParams();
  const view = viewOf(search);
  const query = queryOf(view);
  const record = useQuery({ queryKey: recordKeys.list(query), queryFn: () => fetchRecord(query), placeholderData: keepPreviousData });
  const show = (next: RecordView) => setSearch(searchOf(next));
  const total = record.data?.pagination.total ?? 0;

  return (
    <section className={styles.screen} aria-busy={record.isFetching}>
      <p className={styles.intro}>Tot el que es fa a la redacció: qui ho ha fet, què, sobre què i quan. Ningú no pot canviar ni esborrar aquestes entrades.</p>
      <RecordFilters view={view} onChange={show} />
      <div className={styles.toolbar}>
        <p className={styles.count}>{record.data ? `${record.data.moreThanTotal ? 'Més de ' : ''}${countLabel(total, 'entrada', 'entrades')}` : ''}</p>
        <ExportButton view={view} />
      </div>
      {record.isPending ? (
        <Loading label="Carregant el registre..." />
      ) : record.isError ? (
        <ErrorState
          headingLevel={2}
          title="No s’ha pogut carregar el registre"
          message={(record.error instanceof ApiError && serverMessage(record.error)) || 'Torna-ho a provar d’aquí a una estona.'}
          onRetry={() => void record.refetch()}
        />
      ) : record.data.entries.length === 0 ? (
        <EmptyState message={isFiltered(view) ? 'Cap entrada del registre amb aquests filtres.' : 'El registre encara no té cap entrada.'} />
      ) : (
        <>
          <RecordTable entries={record.data.entries} />
          <Pager page={view.page} pages={record.data.pagination.pages} onPage={(page) => show({ ...view, page })} />
        </>
      )}
    </section>
  );
}
