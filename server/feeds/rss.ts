/** RSS 2.0 with full content (content:encoded), authors (dc:creator), images (enclosure, media:content). */
import type { Feed, FeedItem } from './feedModel.js';
import { rfc822, xmlEscape as x } from './xml.js';

// Markup inside CDATA needs only its own terminator split.
const cdata = (html: string) => `<![CDATA[${html.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

function item(i: FeedItem): string {
  const lines = [
    `<title>${x(i.title)}</title>`,
    `<link>${x(i.url)}</link>`,
    `<guid isPermaLink="true">${x(i.url)}</guid>`,
    `<description>${x(i.summary)}</description>`,
  ];
  if (i.contentHtml !== null) lines.push(`<content:encoded>${cdata(i.contentHtml)}</content:encoded>`);
  if (i.published) lines.push(`<pubDate>${rfc822(i.published)}</pubDate>`);
  for (const name of i.authors) lines.push(`<dc:creator>${x(name)}</dc:creator>`);
  lines.push(`<category domain="${x(i.section.url)}">${x(i.section.name)}</category>`);
  if (i.image) {
    if (i.image.type && i.image.bytes !== undefined) {
      lines.push(`<enclosure url="${x(i.image.url)}" length="${i.image.bytes}" type="${x(i.image.type)}"/>`);
    }
    const size = i.image.width ? ` width="${i.image.width}" height="${i.image.height}"` : '';
    const type = i.image.type ? ` type="${x(i.image.type)}"` : '';
    lines.push(`<media:content url="${x(i.image.url)}" medium="image"${type}${size}/>`);
  }
  return `<item>\n      ${lines.join('\n      ')}\n    </item>`;
}

export function rss(feed: Feed): string {
  const newest = feed.items.map((i) => i.published).filter((d): d is Date => d !== null).sort((a, b) => b.getTime() - a.getTime())[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">',
    '  <channel>',
    `    <title>${x(feed.title)}</title>`,
    `    <link>${x(feed.link)}</link>`,
    `    <description>${x(feed.description)}</description>`,
    '    <language>ca</language>',
    `    <atom:link href="${x(feed.self('rss'))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <image><url>${x(feed.logo)}</url><title>${x(feed.title)}</title><link>${x(feed.link)}</link></image>`,
    ...feed.items.map((i) => `    ${item(i)}`),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
