/** The 'Sobre' tab: full biography, education, awards, specialties and links; empty parts hidden. */
import { NewTabNote } from '../../components/NewTabNote.js';
import type { Author } from '../../../common/types.js';
import { SafeHtml } from '../../components/SafeHtml.js';
import { awardLine, contactLinks, educationLine } from './profileRules.js';
import styles from './Profile.module.css';

export function AboutPanel({ author }: { author: Author }) {
  const links = contactLinks(author.contact);
  const bio = author.bio.full?.trim() || author.bio.short?.trim() || '';
  const empty =
    !bio && author.education.length === 0 && author.awards.length === 0 && author.specialties.length === 0 && links.length === 0;
  if (empty) return <p className={styles.quiet}>Encara no hi ha més informació sobre {author.name}.</p>;

  return (
    <div className={styles.about}>
      {bio && <SafeHtml as="div" html={bio} className={styles.fullBio} />}
      <div className={styles.facts}>
        {author.education.length > 0 && (
          <section className={styles.fact} aria-labelledby="about-education">
            <h2 id="about-education" className={styles.factTitle}>
              Formació
            </h2>
            <ul className={styles.factList}>
              {author.education.map((entry) => (
                <li key={educationLine(entry)}>{educationLine(entry)}</li>
              ))}
            </ul>
          </section>
        )}
        {author.awards.length > 0 && (
          <section className={styles.fact} aria-labelledby="about-awards">
            <h2 id="about-awards" className={styles.factTitle}>
              Premis i reconeixement
            </h2>
            <ul className={styles.factList}>
              {author.awards.map((award) => (
                <li key={awardLine(award)}>{awardLine(award)}</li>
              ))}
            </ul>
          </section>
        )}
        {author.specialties.length > 0 && (
          <section className={styles.fact} aria-labelledby="about-specialties">
            <h2 id="about-specialties" className={styles.factTitle}>
              Especialitats
            </h2>
            <ul className={styles.tagList}>
              {author.specialties.map((s) => (
                <li key={s} className={styles.tag}>
                  {s}
                </li>
              ))}
            </ul>
          </section>
        )}
        {links.length > 0 && (
          <section className={styles.fact} aria-labelledby="about-links">
            <h2 id="about-links" className={styles.factTitle}>
              Enllaços
            </h2>
            <ul className={styles.factList}>
              {links.map((link) => (
                <li key={link.label}>
                  <span className={styles.linkLabel}>{link.label}</span>{' '}
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="control-link">
                    {link.text}
                    <NewTabNote />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </div>
  );
}
