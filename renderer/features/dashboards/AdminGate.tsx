/**
 * The sign-in screen of the admin paths (docs/decisions/0004-admin-credential.md): the dashboards render only with an admin
 * session; otherwise a small form takes the admin token (POST /api/admin/session sets an HttpOnly
 * cookie; the token itself is never kept by the page).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminKeys, fetchAdminSession, signOut } from '../../api/admin.js';
import { SignInForm } from '../../components/SignInForm.js';
import { Loading } from '../../components/StateViews.js';
import { desktopBridge } from '../../platform/desktop.js';
import styles from './Dashboard.module.css';

/** The session the gate checks (again at each mount); a screen opened by address asks it before its first render. */
export const sessionQuery = queryOptions({ queryKey: adminKeys.session, queryFn: (ctx) => fetchAdminSession(ctx), staleTime: 0, retry: 1 });

export function AdminGate({ title, errorMessage, children }: { title: string; errorMessage: string; children: ReactNode }) {
  const session = useQuery(sessionQuery);
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
    return <SignInGate title={title} />;
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

function SignInGate({ title }: { title: string }) {
  return (
    <div className={styles.gate}>
      <p className="eyebrow">Administració</p>
      <h1 className={styles.gateTitle}>{title}</h1>
      <p className={styles.gateText}>Aquest tauler és només per a l'equip de la revista. Introdueix el token d'administració per continuar.</p>
      <SignInForm />
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
