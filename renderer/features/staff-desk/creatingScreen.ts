/**
 * A desk screen that creates what it edits ('Nova edició', 'Nou article', 'Nou autor') and goes on
 * as the created one's at that one's own address. Both addresses draw one mounted screen
 * (SHARED_SCREEN, renderer/routes.tsx); the form's identity is the history entry that opened it,
 * which the create hands on to the new address in the navigation state, so the form that created
 * stays mounted as the created one's and what staff type while the create is on its way or the
 * new address's code loads stays in it. Any other way in opens a form afresh.
 */
import { useState } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

/** The form's identity the navigation handed on under `name`, if it did. */
export function handedOnKey(location: Location, name: string): string | null {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !(name in state)) return null;
  const key: unknown = (state as Record<string, unknown>)[name];
  return typeof key === 'string' ? key : null;
}

/**
 * The screen's form: its key (the one handed on, or the id at the address, or the history entry),
 * the id it edits (the one at the address, or the one it created, at once, before its address is
 * shown), what it created, and `created` for the form to report the create with.
 */
export function useCreatingScreen<T>(name: string, idAtAddress: string | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const key = handedOnKey(location, name) ?? idAtAddress ?? location.key;
  const [made, setMade] = useState<{ key: string; id: string; made: T } | null>(null);
  const own = made?.key === key ? made : null;
  const created = (id: string, address: string, thing: T) => {
    setMade({ key, id, made: thing });
    void navigate(address, { replace: true, state: { [name]: key } });
  };
  return { key, id: idAtAddress ?? own?.id ?? null, made: own?.made ?? null, created };
}
