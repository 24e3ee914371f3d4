/**
 * A link of an article's text that opens a new tab says so to a screen reader, as the interface's
 * own links do; in the kiosk, where it shows the address as a QR code instead, it says that.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BodyBlock } from '../../common/types.js';
import { KioskModeContext, type KioskMode } from '../../renderer/components/kioskMode.js';
import { linkWords } from '../../renderer/components/NewTabNote.js';
import { ArticleBody } from '../../renderer/views/article/ArticleBody.js';
import { renderScreen } from './render.js';

/** What the server's sanitiser stores for a paragraph with a link out and one inside the site. */
const BLOCKS: BodyBlock[] = [
  {
    type: 'paragraph',
    content:
      'Vegeu <a href="https://ca.wikipedia.org/wiki/Ramon_Llull" target="_blank" rel="noopener noreferrer">l’article sobre <em>Llull</em></a> i <a href="/llibres">la secció</a>.',
  },
  { type: 'image-foot', content: 'Escanegeu el codi per veure el vídeo', path: 'https://www.example.org/video' },
];

const KIOSK: KioskMode = { AddressQr: () => null, ArticleFrame: ({ children }) => <>{children}</> };

describe('article body: links that open a new tab', () => {
  it('say so on the site, and a link inside the site says nothing', () => {
    renderScreen(<ArticleBody articleTitle="Enllaços" blocks={BLOCKS} />);
    const out = screen.getByRole('link', { name: 'l’article sobre Llull (s’obre en una pestanya nova)' });
    expect(out.getAttribute('target')).toBe('_blank');
    expect(linkWords(out)).toBe('l’article sobre Llull');
    expect(screen.getByRole('link', { name: 'la secció' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.example.org/video (s’obre en una pestanya nova)' })).toBeTruthy();
  });

  it('say in the kiosk that they show a QR code', () => {
    renderScreen(
      <KioskModeContext.Provider value={KIOSK}>
        <ArticleBody articleTitle="Enllaços" blocks={BLOCKS} />
      </KioskModeContext.Provider>,
    );
    expect(screen.getByRole('link', { name: 'l’article sobre Llull (mostra un codi QR per continuar al mòbil)' })).toBeTruthy();
    expect(screen.queryByText(/pestanya nova/)).toBeNull();
  });
});
