/**
 * The staff exit of the desktop kiosk (issue 13 §7): a PIN pad opened by a 5 s press on the
 * masthead. The shell checks the PIN (kept with safeStorage); a wrong one disables the pad for as
 * long as the shell says, with a calm message, so PINs cannot be tried quickly.
 */
import { useEffect, useRef, useState } from 'react';
import { KIOSK_PIN } from '../../../common/bridge.js';
import { desktopBridge } from '../../platform/desktop.js';
import { useFocusTrap } from '../../hooks/useFocusTrap.js';
import styles from './Kiosk.module.css';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const MAX_DIGITS = 8;

export function PinPad({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [waitUntil, setWaitUntil] = useState<number | null>(null);
  const [message, setMessage] = useState('Introdueix el PIN del personal per sortir del quiosc.');
  useFocusTrap(ref, true, { onEscape: onClose });

  // The pad comes back by itself once the wait the shell asked for is over.
  useEffect(() => {
    if (waitUntil === null) return;
    const timer = window.setTimeout(() => {
      setWaitUntil(null);
      setMessage('Ja pots tornar-ho a provar.');
    }, Math.max(0, waitUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [waitUntil]);

  const disabled = busy || waitUntil !== null;

  const submit = async () => {
    const bridge = desktopBridge();
    if (!bridge || !KIOSK_PIN.test(pin)) return;
    setBusy(true);
    try {
      const result = await bridge.exitKiosk(pin);
      setPin('');
      if (result.ok) {
        setMessage('Sortint del quiosc…');
        return;
      }
      const seconds = Math.ceil(result.retryInMs / 1000);
      setMessage(seconds > 0 ? `PIN incorrecte. Espera ${seconds} s i torna-ho a provar.` : 'PIN incorrecte. Torna-ho a provar.');
      if (result.retryInMs > 0) setWaitUntil(Date.now() + result.retryInMs);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.modalBackdrop}>
      <div ref={ref} className={styles.pinPad} role="dialog" aria-modal="true" aria-labelledby="kiosk-pin-title" data-testid="pin-pad">
        <h2 id="kiosk-pin-title" className={styles.modalTitle}>Sortida del personal</h2>
        <p className={styles.pinDots} role="img" aria-label={`${pin.length} xifres introduïdes`}>
          {Array.from({ length: Math.max(4, pin.length) }, (_, i) => (
            <span key={i} className={styles.pinDot} data-filled={i < pin.length ? 'true' : undefined} />
          ))}
        </p>
        <p className={styles.pinMessage} role="status" aria-live="polite">{message}</p>
        <div className={styles.pinKeys}>
          {DIGITS.map((d) => (
            <button key={d} type="button" className={styles.pinKey} disabled={disabled || pin.length >= MAX_DIGITS} onClick={() => setPin((p) => p + d)}>
              {d}
            </button>
          ))}
          <button type="button" className={styles.pinKey} disabled={disabled || pin.length === 0} onClick={() => setPin((p) => p.slice(0, -1))}>
            Esborra
          </button>
          <button type="button" className={styles.pinKey} disabled={disabled || pin.length >= MAX_DIGITS} onClick={() => setPin((p) => p + '0')}>
            0
          </button>
          <button type="button" className={`${styles.pinKey} ${styles.pinEnter}`} disabled={disabled || !KIOSK_PIN.test(pin)} onClick={() => void submit()}>
            Entra
          </button>
        </div>
        <button type="button" className={styles.modalClose} onClick={onClose}>
          Tanca
        </button>
      </div>
    </div>
  );
}
