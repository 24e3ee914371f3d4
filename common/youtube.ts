/**
 * YouTube addresses as staff paste them (watch pages, short links, shorts, live, embeds, with or
 * without www/m/music, with extra parameters) become the embed address the site shows (spec §2:
 * a youtube block holds the embed URL). Anything else is not a YouTube video.
 */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const HOSTS = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;

const YOUTUBE_EMBED_PREFIX = 'https://www.youtube-nocookie.com/embed/';

function videoId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be' || host === 'www.youtu.be') return parts[0] ?? null;
  if (!HOSTS.test(host)) return null;
  if (parts[0] === 'watch') return url.searchParams.get('v');
  if (parts[0] && ['embed', 'shorts', 'live', 'v', 'e'].includes(parts[0])) return parts[1] ?? null;
  return null;
}

/**
 * Where the video starts, in seconds, from `t=42`, `t=42s`, `t=1m2s`, `t=1h2m3s` or `start=42`
 * (YouTube's share button and staff both write these); null when the address sets none.
 */
export function youtubeStartSeconds(url: URL): number | null {
  const given = url.searchParams.get('start') ?? url.searchParams.get('t') ?? new URLSearchParams(url.hash.slice(1)).get('t');
  const parts = given ? /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(given) : null;
  if (!parts || given === '') return null;
  const seconds = Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
  return seconds > 0 ? seconds : null;
}

/** The embed address of a pasted YouTube address (with its start time), or null when it names no YouTube video. */
export function youtubeEmbedUrl(pasted: string): string | null {
  const text = pasted.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const id = videoId(url);
  if (!id || !VIDEO_ID.test(id)) return null;
  const start = youtubeStartSeconds(url);
  return `${YOUTUBE_EMBED_PREFIX}${id}${start ? `?start=${start}` : ''}`;
}

/**
 * The watch address a phone opens (at the same start time) of a YouTube address: what the printed
 * PDF and the kiosk's QR codes point to, not the embed page, which shows the bare player. A watch
 * address, or one that names no YouTube video, is given back as it is.
 */
export function youtubeWatchUrl(address: string): string {
  const match = /(?:youtube(?:-nocookie)?\.com\/embed\/|youtu\.be\/)([\w-]{6,})/.exec(address);
  const start = /[?&]start=(\d+)/.exec(address)?.[1];
  return match ? `https://www.youtube.com/watch?v=${match[1]}${start ? `&t=${start}` : ''}` : address.trim();
}
