/**
 * A one-time link just made (an invitation, a password reset): shown once, since the server keeps
 * only its hash. 'Copia l'enllaç' puts it on the clipboard; the text says how long it lasts and
 * whether the server mailed it too, or that it must be handed over by hand (no mail server).
 */
import { useId, useRef, useState } from 'react';
import { copyText } from './copyText.js';
import { onMagazineDateTime } from '../../../common/dates.js';
import panel from '../../styles/StaffPanel.module.css';
import styles from './People.module.css';

export interface Issued {
  link: string;
  expiresAt: string;
  mailed: boolean;
}

/** What became of the link: mailed, or to be handed over by hand (and why). */
export function deliveryText(issued: Issued, mailConfigured: boolean, to: string): string {
  if (issued.mailed) return `També s'ha enviat per correu a ${to}.`;
  if (mailConfigured) return `No s'ha pogut enviar per correu a ${to}: copia l'enllaç i fes-l'hi arribar tu.`;
  return "Aquest servidor no envia correus: copia l'enllaç i fes-l'hi arribar tu, per un canal de confiança.";
}

export function IssuedLink({ issued, label, delivery }: { issued: Issued; label: string; delivery: string }) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const copy = () => {
    void copyText(issued.link, field.current).then((done) => setCopied(done ? 'yes' : 'no'));
  };
  return (
    <div className={styles.issued} role="status">
      <label htmlFor={id} className={panel.label}>
        {label}
      </label>
      <div className={styles.copyRow}>
        <input ref={field} id={id} className={`${panel.input} ${styles.linkField}`} readOnly value={issued.link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button button--primary" onClick={copy}>
          Copia l'enllaç
        </button>
      </div>
      {copied === 'yes' && <p className={panel.hint}>Enllaç copiat.</p>}
      {copied === 'no' && <p className={panel.hint}>No s'ha pogut copiar: l'enllaç és seleccionat, copia'l tu (Ctrl+C o ⌘C).</p>}
      <p className={panel.hint}>
        Val fins {onMagazineDateTime(issued.expiresAt, 'a')} i només es pot fer servir una vegada. {delivery}
      </p>
    </div>
  );
}
