/** Addresses of stored media (spec §7): images and videos are served by the API. */
import { API } from '../../common/api/addresses.js';
import { IMAGE_WIDTHS } from '../../common/constants.js';
import { callFile, routeUrl } from './client.js';

export const PLACEHOLDER_IMAGE = '/placeholder-image.svg';

/** `size: 'small'` asks for the 480 px version, for thumbnails (the server falls back to the original). */
export function imageUrl(name?: string | null, size: 'full' | 'small' = 'full'): string {
  const clean = (name ?? '').trim();
  if (!clean) return PLACEHOLDER_IMAGE;
  return size === 'small' ? routeUrl(API.media.smallImage, { params: { name: clean } }) : routeUrl(API.media.image, { params: { name: clean } });
}

/**
 * The right-sized versions of a stored image for `srcset` (`?w=` widths the media route makes, WebP
 * when the browser takes it); none for a missing image, which shows the placeholder.
 */
export function imageSrcSet(name?: string | null): string | undefined {
  const clean = (name ?? '').trim();
  if (!clean) return undefined;
  return IMAGE_WIDTHS.map((w) => `${routeUrl(API.media.image, { params: { name: clean }, query: { w } })} ${w}w`).join(', ');
}

export function videoUrl(name: string): string {
  return routeUrl(API.media.video, { params: { name: name.trim() } });
}

/** A stored image's bytes, as the server keeps them (the print PDF embeds them). */
export const fetchImage = async (name: string): Promise<Blob> => (await callFile(API.media.image, { params: { name } })).blob;

/** The kiosk's QR code of an address of the open web. */
export const qrCodeUrl = (text: string): string => routeUrl(API.kiosk.qr, { query: { text } });
