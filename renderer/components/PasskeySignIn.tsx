/**
 * 'Entra amb una clau d'accés' (issue 27): the sign-in form's other way in. The browser offers
 * this site's passkeys; the server opens the same session a password would.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { adminKeys } from '../api/admin.js';
import { ApiError, hasStatus, serverMessage } from '../api/apiError.js';
import { ceremonyMessage, signInWithPasskey } from '../api/passkeys.js';
import styles from './SignInForm.module.css';

function failure(error: unknown): string {
  if (hasStatus(error, 429)) return "Massa intents fallits. Torna-ho a provar d'aquí a uns minuts.";
  return ceremonyMessage(error) ?? (error instanceof ApiError ? serverMessage(error) : null) ?? "No s'ha pogut entrar amb la clau d'accés. Torna-ho a provar.";
}

export function PasskeySignIn({ onSignedIn }: { onSignedIn?: () => void }) {
  const client = useQueryClient();
  const errorId = useId();
  const mutation = useMutation({
    mutationFn: signInWithPasskey,
    onSuccess: (data) => {
      client.setQueryData(adminKeys.session, data);
      // Every answer may change with the session (staff also see draft editions): fetch again.
      void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
      if (data.authenticated) onSignedIn?.();
    },
  });
  return (
    <>
      <button type="button" className="button" disabled={mutation.isPending} aria-describedby={mutation.isError ? errorId : undefined} onClick={() => mutation.mutate()}>
        {mutation.isPending ? 'Esperant la clau d’accés…' : "Entra amb una clau d'accés"}
      </button>
      {mutation.isError && (
        <p id={errorId} className={styles.error} role="alert">
          {failure(mutation.error)}
        </p>
      )}
    </>
  );
}
