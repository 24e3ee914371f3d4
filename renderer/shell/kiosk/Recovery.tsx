/**
 * 'Tornem de seguida' (issue 13 §8): shown instead of a screen when the server cannot be reached
 * (network gone, server restarting). It asks the server again by itself, waiting longer each time
 * (common/kiosk.ts retryDelay), and hands back as soon as it answers.
 */
import { useEffect, useState } from 'react';
import { retryDelay } from '../../../common/kiosk.js';
import { API } from '../../../common/api/addresses.js';
import { call } from '../../api/client.js';
import { LogoMark } from '../../components/Logo.js';
import styles from './Kiosk.module.css';

const RECOVERY_TITLE = 'Tornem de seguida';

export function Recovery({ onBack }: { onBack: () => void }) {
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      call(API.media.health, {}, { signal: controller.signal }).then(onBack, () => {
        if (!controller.signal.aborted) setAttempt((n) => n + 1);
      });
    }, retryDelay(attempt));
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [attempt, onBack]);

  return (
    <section className={styles.recovery} role="status" aria-labelledby="kiosk-recovery-title" data-testid="recovery">
      <LogoMark size={88} className={styles.recoveryMark} />
      <h1 id="kiosk-recovery-title" className={styles.recoveryTitle}>{RECOVERY_TITLE}</h1>
      <p className={styles.recoveryText}>La revista es torna a connectar. Tot tornarà a ser aquí en uns moments.</p>
    </section>
  );
}
