/**
 * 'Les meves sessions' (issue 27): where the signed-in person is signed in (browser, system, when
 * last used; no address is stored), and the way to end one, or all of them (this one too).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatMagazineDateTime } from '../../../common/dates.js';
import { ApiError, serverMessage } from '../../api/apiError.js';
import { adminKeys } from '../../api/admin.js';
import { endAllSessions, endSession, fetchSessions, peopleKeys } from '../../api/people.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './People.module.css';


export function SessionsPanel() {
  const client = useQueryClient();
  const sessions = useQuery({ queryKey: peopleKeys.sessions, queryFn: (ctx) => fetchSessions(ctx) });
  const endOne = useMutation({ mutationFn: endSession, onSuccess: () => client.invalidateQueries({ queryKey: peopleKeys.sessions }) });
  const endAll = useMutation({
    mutationFn: endAllSessions,
    // This session ended too: the gate asks for a sign-in again.
    onSuccess: () => client.setQueryData(adminKeys.session, { authenticated: false }),
  });
  if (sessions.isPending) return <p className={panel.hint}>Carregant les sessions…</p>;
  if (sessions.isError) {
    const message = sessions.error instanceof ApiError ? serverMessage(sessions.error) : null;
    return <p className={panel.error} role="alert">{message ?? "No s'han pogut carregar les sessions."}</p>;
  }
  return (
    <div className={panel.body}>
      <p className={panel.hint}>On tens la sessió oberta. No es guarda cap adreça IP: només el navegador i el sistema.</p>
      <ul className={styles.list} aria-label="Sessions obertes">
        {sessions.data.sessions.map((s) => (
          <li key={s.id} className={styles.row}>
            <div className={styles.who}>
              <span className={styles.name}>
                {s.browser} · {s.system}
                {s.current ? ' (aquesta)' : ''}
              </span>
              <span className={styles.meta}>
                Oberta: {formatMagazineDateTime(s.createdAt)} · Darrer ús: {formatMagazineDateTime(s.lastUsedAt)}
              </span>
            </div>
            {!s.current && (
              <button type="button" className="button" disabled={endOne.isPending} onClick={() => endOne.mutate(s.id)}>
                Tanca-la
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className={panel.actions}>
        <button type="button" className="button" disabled={endAll.isPending} onClick={() => endAll.mutate()}>
          Tanca-les totes
        </button>
      </div>
    </div>
  );
}
