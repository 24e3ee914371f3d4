/**
 * Workspace panel "Mode quiosc" (issue 13): opens the event kiosk (the desktop's kiosk window, in its
 * own session partition, or /quiosc in a new tab of a browser), says how to run a clean one (a
 * browser profile or private window with no session: the server answers the kiosk as a reader
 * anyway), and on the desktop sets the staff exit PIN, kept by the shell with safeStorage.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { KIOSK_PIN } from '../../../common/bridge.js';
import { paths } from '../../../common/routes/index.js';
import { desktopBridge } from '../../platform/desktop.js';
import styles from './KioskPanel.module.css';

function PinSetting() {
  const bridge = desktopBridge()!;
  const [pin, setPin] = useState('');
  const hasPin = useQuery({ queryKey: ['desktop', 'kiosk-pin'], queryFn: () => bridge.hasKioskPin() });
  const save = useMutation({
    mutationFn: (value: string) => bridge.setKioskPin(value),
    onSuccess: () => {
      setPin('');
      void hasPin.refetch();
    },
  });
  const valid = KIOSK_PIN.test(pin);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) save.mutate(pin);
  };

  return (
    <form className={styles.pin} onSubmit={submit}>
      <h3 className={styles.subtitle}>PIN de sortida</h3>
      <p className={styles.state} role="status">
        {hasPin.isPending ? 'Comprovant…' : hasPin.data ? 'Hi ha un PIN desat.' : 'Encara no hi ha cap PIN: el quiosc no es pot deixar sense tancar l’aplicació.'}
      </p>
      <label htmlFor="kiosk-pin" className={styles.label}>
        {hasPin.data ? 'PIN nou' : 'PIN'} (de 4 a 8 xifres)
      </label>
      <div className={styles.row}>
        <input
          id="kiosk-pin"
          className={styles.input}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          value={pin}
          onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
          aria-invalid={pin.length > 0 && !valid}
        />
        <button type="submit" className="button button--primary" disabled={!valid || save.isPending}>
          Desa el PIN
        </button>
      </div>
      {save.isError && <p role="alert" className={styles.error}>No s’ha pogut desar el PIN.</p>}
      {save.isSuccess && <p className={styles.state}>PIN desat.</p>}
    </form>
  );
}

export function KioskPanel() {
  const bridge = desktopBridge();
  const open = () => {
    if (bridge) void bridge.startKiosk();
    else window.open(paths.kiosk(), '_blank', 'noopener');
  };

  return (
    <section aria-labelledby="kioskpanel-title" className={styles.panel}>
      <h2 id="kioskpanel-title">Mode quiosc</h2>
      <p className={styles.text}>
        Una pantalla tàctil per a fires i actes: la darrera edició a tota pantalla, sense sessió d’administració, que
        torna sola a l’inici i oblida el visitant després de 90 segons sense tocar-la.
      </p>
      <button type="button" className="button button--primary" onClick={open}>
        Obre el mode quiosc
      </button>
      {bridge ? (
        <>
          <p className={styles.text}>
            L’aplicació l’obre en una finestra pròpia, amb una sessió a part: la sessió de la Redacció no hi entra.
          </p>
          <p className={styles.text}>
            Per sortir-ne, el personal manté el dit 5 segons sobre el nom de la revista, a dalt de tot, i escriu el PIN.
          </p>
          <PinSetting />
        </>
      ) : (
        <>
          <p className={styles.text}>
            El quiosc sempre es mostra com a un lector: no hi surten esborranys ni res de la Redacció, encara que aquest
            navegador tingui la sessió oberta.
          </p>
          <p className={styles.text}>
            Per a la pantalla d’un acte, obre’l en un perfil del navegador sense sessió o en una finestra privada, a pantalla
            completa: <code>chromium --kiosk --incognito --app={window.location.origin}{paths.kiosk()}</code>; se’n surt amb
            les tecles del mateix Chromium (Alt+F4).
          </p>
        </>
      )}
    </section>
  );
}
