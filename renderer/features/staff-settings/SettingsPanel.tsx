/**
 * Workspace panel "Configuració": the public site this copy syncs from and publishes to, its
 * address and the person's own personal token there (issue 27: what they publish or sync is then
 * recorded by the public site under their name). The screen says where that token is made, and
 * that the shared operator key is not taken. On the desktop they go through the bridge (the shell
 * keeps the token in the OS keychain and hands it to the local server); in a browser to the
 * server's API. Either refuses the shared key, and a token the public site refuses, with a reason
 * shown here as given. The token is never shown back: only that one is saved.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { RemoteSettings } from '../../../common/bridge.js';
import { TOKENS_PAGE } from '../../../common/staff/tokens.js';
import { ApiError, hasStatus } from '../../api/apiError.js';
import type { CallContext } from '../../api/client.js';
import { clearRemote, fetchRemote, saveRemote, syncKeys } from '../../api/sync.js';
import { desktopBridge } from '../../platform/desktop.js';
import panel from '../../styles/StaffPanel.module.css';

const remoteStore = {
  get: (ctx?: CallContext): Promise<RemoteSettings | null> => desktopBridge()?.getRemote() ?? fetchRemote(ctx),
  set: (settings: { url: string; credential: string }): Promise<RemoteSettings | null> => desktopBridge()?.setRemote(settings) ?? saveRemote(settings),
  clear: (): Promise<void> => desktopBridge()?.clearRemote() ?? clearRemote(),
};

/** The server's refusals whose own words say what to paste instead (server/staff/remoteOwner.ts). */
const TOKEN_REFUSALS = new Set(['remote_personal_token_required', 'remote_token_refused']);

function saveError(error: unknown): string {
  if (error instanceof ApiError && TOKEN_REFUSALS.has(error.code)) return error.message;
  if (hasStatus(error, 400)) {
    return "Revisa les dades: l'adreça ha de començar per http:// o https:// i la clau ha de tenir almenys 12 caràcters.";
  }
  // The desktop shell's (or its server's) refusal of the key, as Electron passes it on.
  if (error instanceof Error && !(error instanceof ApiError) && error.message.includes('clau personal')) return error.message.replace(/^Error invoking remote method '[^']*': (Error: )?/, '');
  return "No s'ha pogut desar la configuració. Torna-ho a provar.";
}

export function SettingsPanel() {
  const queryClient = useQueryClient();
  const remote = useQuery({ queryKey: syncKeys.remote, queryFn: (ctx) => remoteStore.get(ctx) });
  const [url, setUrl] = useState<string | null>(null);
  const [credential, setCredential] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const urlId = useId();
  const credentialId = useId();
  const credentialHint = useId();

  const settled = (message: string) => {
    setCredential('');
    setUrl(null);
    setSaved(message);
    void queryClient.invalidateQueries({ queryKey: syncKeys.remote });
    // The sync panel shows the site it syncs from.
    void queryClient.invalidateQueries({ queryKey: syncKeys.status });
  };
  const save = useMutation({ mutationFn: remoteStore.set, onSuccess: () => settled('Desat. La clau queda guardada i no es tornarà a mostrar.') });
  const forget = useMutation({ mutationFn: remoteStore.clear, onSuccess: () => settled("S'ha oblidat el web públic i la teva clau.") });

  const current = remote.data ?? null;
  const shownUrl = url ?? current?.url ?? '';
  const site = /^https?:\/\/\S+$/i.test(shownUrl.trim()) ? shownUrl.trim().replace(/\/+$/, '') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    save.mutate({ url: shownUrl.trim(), credential });
  };

  return (
    <section className={panel.panel} aria-labelledby="settings-title" id="configuracio">
      <div className={panel.head}>
        <p className="eyebrow">Connexió</p>
        <h2 id="settings-title" className={panel.title}>
          Configuració
        </h2>
        <p className={panel.lede}>El web públic de la revista: d'on es sincronitza aquesta còpia i on es publiquen les edicions.</p>
      </div>
      <div className={panel.body}>
        {remote.isError ? (
          <p className={panel.error} role="alert">
            No s'ha pogut llegir la configuració.
          </p>
        ) : (
          <dl className={panel.facts}>
            <div className={panel.fact}>
              <dt>Web públic</dt>
              <dd>{current?.url ?? 'Cap de configurat'}</dd>
            </div>
            <div className={panel.fact}>
              <dt>La teva clau personal</dt>
              <dd>{current?.hasCredential ? 'Desada' : 'Cap de desada'}</dd>
            </div>
          </dl>
        )}
        <form className={panel.form} onSubmit={submit}>
          <div className={panel.field}>
            <label htmlFor={urlId} className={panel.label}>
              Adreça del web públic
            </label>
            <input
              id={urlId}
              className={panel.input}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://revistaestany.cat"
              value={shownUrl}
              onChange={(e) => setUrl(e.target.value)}
              required
            />
          </div>
          <div className={panel.field}>
            <label htmlFor={credentialId} className={panel.label}>
              La teva clau personal del web públic
            </label>
            <input
              id={credentialId}
              className={panel.input}
              type="password"
              autoComplete="off"
              aria-describedby={credentialHint}
              placeholder={current?.hasCredential ? 'Desada' : ''}
              value={credential}
              onChange={(e) => setCredential(e.target.value)}
              required
              minLength={12}
            />
            <p id={credentialHint} className={panel.hint}>
              Crea-la al web públic, a <strong>Les meves sessions › Claus personals</strong>
              {site ? (
                <>
                  {' '}
                  (
                  <a className={panel.link} href={`${site}${TOKENS_PAGE}`} target="_blank" rel="noreferrer">
                    {site}
                    {TOKENS_PAGE}
                  </a>
                  )
                </>
              ) : null}
              , i enganxa-la aquí: comença per <code>estany_</code>. La clau d'operador compartida del web públic no s'accepta. Tria-hi el rol Editor per publicar-hi o Administrador per sincronitzar. El que publiquis o sincronitzis hi constarà amb el teu nom. {current?.hasCredential ? 'Per canviar-la, torna-la a escriure.' : ''}
            </p>
          </div>
          {save.isError && (
            <p className={panel.error} role="alert">
              {saveError(save.error)}
            </p>
          )}
          {forget.isError && (
            <p className={panel.error} role="alert">
              No s'ha pogut oblidar el web públic. Torna-ho a provar.
            </p>
          )}
          {saved && (
            <p className={panel.status} role="status">
              {saved}
            </p>
          )}
          <div className={panel.actions}>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              Desa
            </button>
            {current && (
              <button type="button" className="button" onClick={() => forget.mutate()} disabled={forget.isPending}>
                Oblida el web públic
              </button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}
