/** The head of every desk screen: the way back (breadcrumbs) and the screen's title, with its actions beside it. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './Desk.module.css';

interface Crumb {
  to: string;
  label: string;
}

export function DeskHeading({ crumbs, title, children }: { crumbs: Crumb[]; title: string; children?: ReactNode }) {
  return (
    <>
      <nav aria-label="Molles de pa">
        <p className={styles.crumbs}>
          {crumbs.map((crumb) => (
            <span key={crumb.to} className={styles.crumb}>
              <Link to={crumb.to}>{crumb.label}</Link>
              <span aria-hidden="true">/</span>
            </span>
          ))}
          <span>{title}</span>
        </p>
      </nav>
      <header className={styles.header}>
        <div>
          <p className="eyebrow">Taula de redacció</p>
          <h1 className={styles.heading}>{title}</h1>
        </div>
        {children}
      </header>
    </>
  );
}
