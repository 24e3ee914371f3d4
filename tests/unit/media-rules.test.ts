/** Small rules of the media screens and video blocks (issue 26, minors). */
import { describe, expect, it } from 'vitest';
import { formatBytes } from '../../common/bytes.js';
import { youtubeEmbedUrl, youtubeWatchUrl } from '../../common/youtube.js';
import { youtubeEmbedUrl as readerEmbedUrl } from '../../renderer/views/article/bodyRules.js';

describe('file sizes as staff read them', () => {
  it('shows tiny and empty files in bytes, not as "1 kB"', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(48)).toBe('48 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1000)).toBe('1 kB');
    expect(formatBytes(300_400)).toBe('300 kB');
    expect(formatBytes(1_500_000)).toBe('1,5 MB');
  });
});

describe('a YouTube address keeps its start time', () => {
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  it('in every form YouTube and staff write it', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe(`${embed}?start=42`);
    expect(youtubeEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).toBe(`${embed}?start=42`);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s')).toBe(`${embed}?start=62`);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1h0m5s')).toBe(`${embed}?start=3605`);
    expect(youtubeEmbedUrl('https://www.youtube.com/embed/dQw4w9WgXcQ?start=90')).toBe(`${embed}?start=90`);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=30')).toBe(`${embed}?start=30`);
  });
  it('and none when the address has none or a nonsense one', () => {
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=abc')).toBe(embed);
    expect(youtubeEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=0')).toBe(embed);
  });
  it('the reader page plays from the same second', () => {
    expect(readerEmbedUrl(`${embed}?start=62`)).toBe(`${embed}?start=62`);
    expect(readerEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m2s')).toBe(`${embed}?start=62`);
  });
  it('a phone (the PDF’s and the kiosk’s QR codes) opens the watch page, not the bare player, from the same second', () => {
    expect(youtubeWatchUrl(`${embed}?start=62`)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=62');
    expect(youtubeWatchUrl(embed)).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeWatchUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeWatchUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeWatchUrl('https://example.org/no-video')).toBe('https://example.org/no-video');
  });
});
