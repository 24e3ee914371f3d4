/**
 * The magazine's mark (a lake, 'estany', with the stroke of a pen) and its name. Inline SVG so the
 * logo is there on the first paint and in loading states, without an extra request.
 */
import { MAGAZINE } from '../../common/constants.js';
import styles from './Logo.module.css';

export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="17" fill="none" stroke="var(--color-accent)" strokeWidth="3" />
      <path
        d="M13 23.5c3.6-3 7.4-3 11 0s7.4 3 11 0M13 30c3.6-3 7.4-3 11 0s7.4 3 11 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M24 8v9" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ withName = true, size = 32, className }: { withName?: boolean; size?: number; className?: string }) {
  return (
    <span className={[styles.logo, className].filter(Boolean).join(' ')}>
      <LogoMark size={size} />
      {withName && <span className={styles.name}>{MAGAZINE.name}</span>}
    </span>
  );
}
