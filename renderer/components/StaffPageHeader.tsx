/**
 * The header of a staff page (the workspace and the two admin dashboards): an eyebrow, the links
 * between these pages, the page's title and intro, and whatever the page puts under them.
 */
import type { ReactNode } from 'react';
import frame from '../styles/StaffPage.module.css';

export function StaffPageHeader({ eyebrow, title, intro, links, children }: { eyebrow: string; title: string; intro: string; links: ReactNode; children?: ReactNode }) {
  return (
    <header className={frame.header}>
      <div className={frame.headerTop}>
        <p className="eyebrow">{eyebrow}</p>
        <nav className={frame.headerNav} aria-label="Taulers d'administració">
          {links}
        </nav>
      </div>
      <h1 className={frame.title}>{title}</h1>
      <p className={frame.intro}>{intro}</p>
      {children}
    </header>
  );
}
