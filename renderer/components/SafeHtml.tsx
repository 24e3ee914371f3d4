import type { CSSProperties, ElementType } from 'react';

/**
 * Renders HTML that the server sanitised when it was written (titles, summaries, body content).
 * Nothing else may reach dangerouslySetInnerHTML.
 */
export function SafeHtml({
  html,
  as = 'span',
  className,
  style,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  style?: CSSProperties;
}) {
  const Tag = as;
  return <Tag className={className} style={style} dangerouslySetInnerHTML={{ __html: html }} />;
}
