/**
 * An author's profile as readers see it (spec §2): the header, and tabs Sobre / Articles /
 * Estadístiques. The author page's content; its header and first tab are the desk's preview.
 */
import { ofName } from '../../../common/elision.js';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Author } from '../../../common/types.js';
import { paths } from '../../../common/routes/index.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { AboutPanel } from './AboutPanel.js';
import { ArticlesPanel } from './ArticlesPanel.js';
import { AuthorAvatar } from './AuthorAvatar.js';
import { PROFILE_TABS, articleCountLabel, isProfileTab, yearOf, type ProfileTab } from './profileRules.js';
import { StatsPanel } from './StatsPanel.js';
import styles from './Profile.module.css';

/** The profile's head: photo or initials, name, profession, place, short bio and the figures (also the desk's preview). */
export function ProfileHeader({ author }: { author: Author }) {
  const since = yearOf(author.stats.firstPublication);
  const firstSpecialty = author.specialties[0];
  return (
    <header className={styles.header}>
      <AuthorAvatar name={author.name} photo={author.photo} className={styles.avatar} portrait />
      <div className={styles.headerText}>
        {author.profession && <p className={styles.profession}>{author.profession}</p>}
        <h1 className={styles.name}>{author.name}</h1>
        {author.location && <p className={styles.location}>{author.location}</p>}
        {author.bio.short && <SafeHtml as="div" html={author.bio.short} className={styles.shortBio} />}
        <ul className={styles.pills} aria-label="En xifres">
          <li className={styles.pill}>{articleCountLabel(author.stats.totalArticles)}</li>
          {since !== null && <li className={styles.pill}>Des de {since}</li>}
          {firstSpecialty && <li className={styles.pill}>{firstSpecialty}</li>}
        </ul>
      </div>
    </header>
  );
}

/** A profile's page as readers see it on 'Sobre' (its first tab), from an author record: the desk's preview. */
export function ProfileAbout({ author }: { author: Author }) {
  return (
    <div className={styles.page}>
      <ProfileHeader author={author} />
      <div className={styles.panel}>
        <AboutPanel author={author} />
      </div>
    </div>
  );
}

/** The whole profile, its tab named by the address's #hash. */
export function Profile({ author }: { author: Author }) {
  // The server never sees the address's #tab: the page is drawn on 'sobre', and the tab a shared
  // link names is opened before the browser paints.
  const [tab, setTab] = useState<ProfileTab>('sobre');
  const { hash } = useLocation();
  useLayoutEffect(() => {
    const named = hash.replace(/^#/, '');
    if (isProfileTab(named)) setTab(named);
  }, [hash]);
  const tabRefs = useRef<Record<ProfileTab, HTMLButtonElement | null>>({ sobre: null, articles: null, estadistiques: null });

  const select = (next: ProfileTab, focus = false) => {
    setTab(next);
    // The tab is in the address so that a shared link opens it; replace: tabs are not pages.
    window.history.replaceState(window.history.state, '', `#${next}`);
    if (focus) tabRefs.current[next]?.focus();
  };
  // WAI-ARIA tabs: arrows move between tabs (and select them), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.findIndex((t) => t.id === tab);
    const last = PROFILE_TABS.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index + 1) % PROFILE_TABS.length
      : event.key === 'ArrowLeft' ? (index - 1 + PROFILE_TABS.length) % PROFILE_TABS.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (target === null) return;
    event.preventDefault();
    select(PROFILE_TABS[target]!.id, true);
  };

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to={paths.authors()} className="control-link">← Autors</Link>
      </p>
      <ProfileHeader author={author} />

      {/* The tabs are the page's code (the other panels are read when opened): without it, the profile reads as 'Sobre' alone. */}
      <div className={styles.tabs} role="tablist" aria-label={`Perfil ${ofName(author.name, '’')}`} onKeyDown={onKeyDown} data-noscript="hide">
        {PROFILE_TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`tab-${t.id}`}
            aria-controls={t.id}
            aria-selected={tab === t.id}
            tabIndex={tab === t.id ? 0 : -1}
            className={styles.tab}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>

      {PROFILE_TABS.map((t) => (
        <div
          key={t.id}
          id={t.id}
          role="tabpanel"
          aria-labelledby={`tab-${t.id}`}
          hidden={tab !== t.id}
          tabIndex={0}
          className={styles.panel}
        >
          {t.id === 'sobre' && <AboutPanel author={author} />}
          {t.id === 'articles' && <ArticlesPanel slug={author.slug} active={tab === 'articles'} />}
          {t.id === 'estadistiques' && <StatsPanel slug={author.slug} active={tab === 'estadistiques'} />}
        </div>
      ))}
    </div>
  );
}
