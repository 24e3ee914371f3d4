/**
 * The sign-in screen of the staff paths (docs/decisions/0004-admin-credential.md, 0019): the
 * dashboards and the desk render only with a staff session; otherwise a small form takes a
 * person's e-mail and password (or the operator's key); an install with nobody yet shows only the
 * form of its first administrator (FirstAdminForm), whose token field also opens an operator
 * session. POST /api/admin/session sets an HttpOnly cookie; nothing typed is kept.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { adminKeys, signOut } from '../../api/admin.js';
import { fetchSetup, peopleKeys } from '../../api/people.js';
import { FirstAdminForm } from '../../components/FirstAdminForm.js';
import { SignInForm } from '../../components/SignInForm.js';
import { Loading } from '../../components/StateViews.js';
import { sessionQuery } from '../../hooks/useStaffActor.js';
import { desktopBridge } from '../../platform/desktop.js';
import styles from './Dashboard.module.css';


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
  const setup = useQuery({ queryKey: peopleKeys.setup, queryFn: (ctx) => fetchSetup(ctx), staleTime: 0, retry: false });
  if (setup.isPending) return <Loading />;
  // The first visit of an install with nobody yet: one form, the first administrator's.
  if (setup.data?.needed) {
    return (
      <div className={styles.gate}>
        <p className="eyebrow">Administració</p>
        <h1 className={styles.gateTitle}>{title}</h1>
        <h2 className={styles.gateSubtitle}>Primer administrador</h2>
        <p className={styles.gateText}>
          Encara no hi ha cap persona a l'equip. Escriu el token d'administració del servidor (ADMIN_TOKEN), que prova que el fas anar tu, i el nom, l'adreça i la contrasenya amb què entraràs. Només es demana una vegada.
        </p>
        <FirstAdminForm />
      </div>
    );
  }
  return (
    <div className={styles.gate}>
      <p className="eyebrow">Administració</p>
      <h1 className={styles.gateTitle}>{title}</h1>
      <p className={styles.gateText}>Aquest tauler és només per a l'equip de la revista. Inicia la sessió per continuar.</p>
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
