/**
 * The colophon (spec §1, §2): description, sections, social links, contact, ISSN, the Banyoles
 * address and the copyright with the current year.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MAGAZINE } from '../../common/constants.js';
import { magazineYear } from '../../common/dates.js';
import { paths } from '../../common/routes/index.js';
import styles from './Footer.module.css';
import { BlueskyIcon, InstagramIcon, TwitterIcon, YoutubeIcon } from './Icons.js';
import { Logo } from './Logo.js';
import { ARCHIVE_LINK, FOOTER_NAV_ID, SECTION_LINKS } from './navigation.js';
import { NewTabNote } from './NewTabNote.js';

const SOCIAL: { label: string; href: string; icon: ReactNode }[] = [
  { label: 'Instagram', href: MAGAZINE.social.instagram, icon: <InstagramIcon /> },
  { label: 'Bluesky', href: MAGAZINE.social.bluesky, icon: <BlueskyIcon /> },
  { label: 'YouTube', href: MAGAZINE.social.youtube, icon: <YoutubeIcon /> },
  { label: 'Twitter', href: MAGAZINE.social.twitter, icon: <TwitterIcon /> },
];

export function Footer() {
  // The year the page was drawn with travels with its data, so a page drawn on 31 December still
  // hydrates unchanged on 1 January.
  const { data: year } = useQuery({ queryKey: ['site', 'year'], queryFn: () => magazineYear(), initialData: () => magazineYear(), staleTime: Infinity });
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={paths.home()} className={styles.brand} aria-label={`${MAGAZINE.name}, pàgina d'inici`}>
            <Logo size={36} />
          </Link>
          <p className={styles.tagline}>{MAGAZINE.tagline}</p>
          <p className={styles.description}>
            Cada mes, assaig, creació, entrevistes, llibres i llocs, escrits i editats des de Banyoles, a la vora de
            l’estany.
          </p>
        </div>

        <nav id={FOOTER_NAV_ID} className={styles.column} aria-labelledby="footer-sections">
          <h2 id="footer-sections" className={styles.heading}>Seccions</h2>
          <ul className={styles.list}>
            {SECTION_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
            <li>
              <Link to={ARCHIVE_LINK.to}>{ARCHIVE_LINK.label}</Link>
            </li>
            <li>
              <Link to={paths.authors()}>Autors</Link>
            </li>
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Segueix-nos</h2>
          <ul className={styles.list}>
            {SOCIAL.map((item) => (
              <li key={item.label}>
                <a href={item.href} className={styles.social} target="_blank" rel="noopener noreferrer">
                  {item.icon}
                  <span>{item.label}</span>
                  <NewTabNote />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className={`${styles.column} ${styles.contact}`}>
          <h2 className={styles.heading}>Contacte</h2>
          <address className={styles.address}>
            <a href={`mailto:${MAGAZINE.email}`}>{MAGAZINE.email}</a>
            <span>Redacció: {MAGAZINE.address}</span>
          </address>
          <p className={styles.issn}>ISSN {MAGAZINE.issn}</p>
        </div>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {MAGAZINE.name}. {MAGAZINE.tagline}.
        </p>
      </div>
    </footer>
  );
}
