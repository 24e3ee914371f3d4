/**
 * The sign-in screen of the admin paths (decisions.md): the dashboards render only with an admin
 * session; otherwise a small form takes the admin token (POST /api/admin/session sets an HttpOnly
 * cookie; the token itself is never kept by the page).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { adminKeys, fetchAdminSession, signIn, signOut } from '../../api/admin.js';
import { HttpStatusError } from '../../api/client.js';
import { Loading } from '../../components/StateViews.js';
import { desktopBridge } from '../../platform/desktop.js';
import styles from './Dashboard.module.css';

function signInMessage(error: unknown): string {
  if (error instanceof HttpStatusError && (error.status === 401 || error.status === 403)) return 'El token no és correcte.';
  if (error instanceof HttpStatusError && error.status === 429) return "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts.";
  return "No s'ha pogut iniciar la sessió. Torna-ho a provar.";
}

export function AdminGate({ title, errorMessage, children }: { title: string; errorMessage: string; children: ReactNode }) {
  const session = useQuery({ queryKey: adminKeys.session, queryFn: ({ signal }) => fetchAdminSession(signal), staleTime: 0, retry: 1 });
  if (session.isPending) return <Loading />;
  if (session.isError) {
    return (
      <div className={styles.gate} role="alert">
        <p className={styles.gateError}>{errorMessage}</p>
        <button type="button" className="button" onClick={() => void session.refetch()}>
          Tornar a provar
        </button>
      </div>
    );
  }
  if (!session.data.authenticated) {
    const bridge = desktopBridge();
    // The desktop app signs its staff in itself (its token is never shown): one click back in.
    if (bridge && !bridge.kiosk) return <DesktopSignIn title={title} onSignIn={() => void session.refetch()} />;
    return <SignInForm title={title} />;
  }
  return <>{children}</>;
}

function DesktopSignIn({ title, onSignIn }: { title: string; onSignIn: () => void }) {
  return (
    <div className={styles.gate}>
      <p className="eyebrow">Administració</p>
      <h1 className={styles.gateTitle}>{title}</h1>
      <p className={styles.gateText}>Heu tancat la sessió d'aquest tauler.</p>
      <button type="button" className="button button--primary" onClick={onSignIn}>
        Torna a entrar
      </button>
    </div>
  );
}

function SignInForm({ title }: { title: string }) {
  const client = useQueryClient();
  const [token, setToken] = useState('');
  const inputId = useId();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: (value: string) => signIn(value),
    onSuccess: (data) => {
      setToken('');
      client.setQueryData(adminKeys.session, data);
      // Every answer may change with the session (an admin also sees draft editions): fetch again.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) mutation.mutate(token.trim());
  };
  return (
    <div className={styles.gate}>
      <p className="eyebrow">Administració</p>
      <h1 className={styles.gateTitle}>{title}</h1>
      <p className={styles.gateText}>Aquest tauler és només per a l'equip de la revista. Introdueix el token d'administració per continuar.</p>
      <form className={styles.gateForm} onSubmit={submit} noValidate>
        <label htmlFor={inputId} className={styles.gateLabel}>
          Token d'administració
        </label>
        <input
          id={inputId}
          className={styles.gateInput}
          type="password"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          aria-invalid={mutation.isError}
          aria-describedby={mutation.isError ? errorId : undefined}
          required
        />
        {mutation.isError && (
          <p id={errorId} className={styles.gateError} role="alert">
            {signInMessage(mutation.error)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={mutation.isPending || token.trim() === ''}>
          {mutation.isPending ? 'Comprovant…' : 'Entra'}
        </button>
      </form>
    </div>
  );
}

export function SignOutButton() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: signOut,
    onSuccess: (data) => {
      // Forget everything fetched under the session that just ended: statistics, and draft editions.
      client.removeQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      client.setQueryData(adminKeys.session, data);
    },
  });
  return (
    <button type="button" className={styles.signOut} onClick={() => mutation.mutate()} disabled={mutation.isPending}>
      Tanca la sessió
    </button>
  );
}
