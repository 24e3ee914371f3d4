/** 'Il·lustració portada' (spec §2): the edition's cover, credited to its painter with a link out. */
import { NewTabNote } from '../../components/NewTabNote.js';
import { ofName } from '../../../common/elision.js';
import type { CoverCredit } from '../../../common/types.js';
import { imageSrcSet, imageUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import styles from './HomePage.module.css';

/** 'Fragment de la pintura «Title», de Name.' (d’Anna before a vowel). */
export function coverCaption(credit: CoverCredit): string {
  return `Fragment de la pintura «${credit.artwork}», ${ofName(credit.artist, '’')}.`;
}

/** The link to the painter's work: 'Descobreix l’obra de Name' (d’Anna before a vowel). */
export function discoverLabel(credit: CoverCredit): string {
  return `Descobreix l’obra ${ofName(credit.artist, '’')}`;
}

export function CoverIllustration({ credit, coverImage }: { credit: CoverCredit; coverImage?: string }) {
  return (
    <section className={styles.cover} aria-labelledby="cover-illustration">
      <h2 id="cover-illustration" className={styles.coverHeading}>Il·lustració portada</h2>
      <figure className={styles.coverFigure}>
        {coverImage && (
          <Img
            src={imageUrl(coverImage)}
            srcSet={imageSrcSet(coverImage)}
            sizes="(min-width: 1100px) 480px, 100vw"
            alt={`Portada: ${coverCaption(credit)}`}
            width={1200}
            height={1600}
            className={styles.coverImage}
          />
        )}
        <figcaption className={styles.coverCaption}>
          <p>{coverCaption(credit)}</p>
          <a href={credit.profileUrl} target="_blank" rel="noopener noreferrer" className={`${styles.coverLink} control-link`}>
            {discoverLabel(credit)}
            <NewTabNote />
          </a>
        </figcaption>
      </figure>
    </section>
  );
}
