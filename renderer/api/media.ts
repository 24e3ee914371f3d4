/** Addresses of stored media (spec §7): images and videos are served by the API. */
export const PLACEHOLDER_IMAGE = '/placeholder-image.svg';

/** `size: 'small'` asks for the 480 px version, for thumbnails (the server falls back to the original). */
export function imageUrl(name?: string | null, size: 'full' | 'small' = 'full'): string {
  const clean = (name ?? '').trim();
  if (!clean) return PLACEHOLDER_IMAGE;
  return `/api/images/${size === 'small' ? 'small/' : ''}${encodeURIComponent(clean)}`;
}

export function videoUrl(name: string): string {
  return `/api/videos/${encodeURIComponent(name.trim())}`;
}
