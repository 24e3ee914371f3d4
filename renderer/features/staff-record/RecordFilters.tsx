/** The record's filters: who (a person, the operator's key, everyone), which act, and a range of days. */
import { useQuery } from '@tanstack/react-query';
import { RECORD_ACTIONS, actionLabel, OPERATOR_NAME } from '../../../common/record.js';
import { fetchRecordPeople, recordKeys } from '../../api/record.js';
import { isFiltered, type RecordView } from './recordFilters.js';
import styles from './RecordScreen.module.css';

interface RecordFiltersProps {
  view: RecordView;
  /** A filter changed: the list goes back to its first page. */
  onChange(view: RecordView): void;
}

export function RecordFilters({ view, onChange }: RecordFiltersProps) {
  const people = useQuery({ queryKey: recordKeys.people, queryFn: () => fetchRecordPeople() });
  const set = (change: Partial<RecordView>) => onChange({ ...view, ...change, page: 1 });
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.legend}>Filtra el registre</legend>
      <label className={styles.filter}>
        <span>Persona</span>
        <select value={view.person} onChange={(e) => set({ person: e.target.value })}>
          <option value="">Tothom</option>
          <option value="operator">{OPERATOR_NAME}</option>
          {(people.data?.people ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Acció</span>
        <select value={view.action} onChange={(e) => set({ action: e.target.value })}>
          <option value="">Totes les accions</option>
          {RECORD_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.filter}>
        <span>Des del dia</span>
        <input type="date" value={view.from} max={view.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </label>
      <label className={styles.filter}>
        <span>Fins al dia</span>
        <input type="date" value={view.to} min={view.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </label>
      {isFiltered(view) && (
        <button type="button" className="button" onClick={() => onChange({ person: '', action: '', from: '', to: '', page: 1 })}>
          Treu els filtres
        </button>
      )}
    </fieldset>
  );
}
