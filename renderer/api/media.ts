/** Addresses of stored media (spec §7): images and videos are served by the API. */
import { IMAGE_WIDTHS } from '../../common/constants.js';

export const PLACEHOLDER_IMAGE = '/placeholder-image.svg';

/** `size: 'small'` asks for the 480 px version, for thumbnails (the server falls back to the original). */
export function imageUrl(name?: string | null, size: 'full' | 'small' = 'full'): string {
  const clean = (name ?? '').trim();
  if (!clean) return PLACEHOLDER_IMAGE;
  return `/api/images/${size === 'small' ? 'small/' : ''}${encodeURIComponent(clean)}`;
}

/**
 * The right-sized versions of a stored image for `srcset` (`?w=` widths the media route makes, WebP
 * when the browser takes it); none for a missing image, which shows the placeholder.
 */
export function imageSrcSet(name?: string | null): string | undefined {
  const clean = (name ?? '').trim();
  if (!clean) return undefined;
  const url = imageUrl(clean);
  return IMAGE_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
}

export function videoUrl(name: string): string {
  return `/api/videos/${encodeURIComponent(name.trim())}`;
}
