/** Addresses of stored media (spec §7): images and videos are served by the API. */
export const PLACEHOLDER_IMAGE = '/placeholder-image.svg';

export function imageUrl(name?: string | null): string {
  const clean = (name ?? '').trim();
  return clean ? `/api/images/${encodeURIComponent(clean)}` : PLACEHOLDER_IMAGE;
}

export function videoUrl(name: string): string {
  return `/api/videos/${encodeURIComponent(name.trim())}`;
}
