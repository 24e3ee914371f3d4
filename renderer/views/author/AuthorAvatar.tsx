/**
 * An author's photo, or a circle with initials in the author's derived colour (spec §3). In lists
 * both are decorative (the name is written beside them); on the author's own page the photo is
 * the portrait (`portrait`), described. The caller's class sets the size.
 */
import { authorColor, authorInitials } from '../../../common/authors.js';
import { ofName } from '../../../common/elision.js';
import { imageSrcSet, imageUrl } from '../../api/media.js';
import { Img } from '../../components/Img.js';
import styles from './AuthorAvatar.module.css';

/** Pixel size of the photo requested: enough for the largest circle on a high-density screen. */
const PHOTO_SIZE = 288;

export function AuthorAvatar({ name, photo, className, portrait = false }: { name: string; photo?: string; className?: string; portrait?: boolean }) {
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  if (photo) {
    return (
      <Img
        src={imageUrl(photo)}
        srcSet={imageSrcSet(photo)}
        sizes={`${PHOTO_SIZE / 2}px`}
        alt={portrait ? `Retrat ${ofName(name, '’')}` : ''}
        width={PHOTO_SIZE}
        height={PHOTO_SIZE}
        className={classes(styles.avatar, className)}
      />
    );
  }
  return (
    <span
      className={classes(styles.avatar, styles.initials, className)}
      style={{ backgroundColor: authorColor(name) }}
      aria-hidden="true"
      data-testid="author-initials"
    >
      {authorInitials(name)}
    </span>
  );
}
