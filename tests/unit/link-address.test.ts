/** The link field's addresses (issue 26): made whole where the intent is plain, refused with a reason otherwise. */
import { describe, expect, it } from 'vitest';
import { linkAddress } from '../../renderer/features/staff-desk/linkAddress.js';

describe('link addresses', () => {
  it('makes www and bare domains https, e-mail addresses mailto, and keeps full and site addresses', () => {
    expect(linkAddress(' www.exemple.cat ')).toEqual({ ok: true, href: 'https://www.exemple.cat' });
    expect(linkAddress('exemple.cat/arxiu?any=2024')).toEqual({ ok: true, href: 'https://exemple.cat/arxiu?any=2024' });
    expect(linkAddress('exemple.cat:8080/x')).toEqual({ ok: true, href: 'https://exemple.cat:8080/x' });
    expect(linkAddress('//exemple.cat')).toEqual({ ok: true, href: 'https://exemple.cat' });
    expect(linkAddress('http://exemple.cat/a')).toEqual({ ok: true, href: 'http://exemple.cat/a' });
    expect(linkAddress('nom@exemple.cat')).toEqual({ ok: true, href: 'mailto:nom@exemple.cat' });
    expect(linkAddress('mailto:nom@exemple.cat')).toEqual({ ok: true, href: 'mailto:nom@exemple.cat' });
    expect(linkAddress('/articles/les-pedres')).toEqual({ ok: true, href: '/articles/les-pedres' });
  });

  it('refuses what it cannot link, saying why', () => {
    expect(linkAddress('')).toEqual({ ok: false, reason: 'Escriu l’adreça de l’enllaç.' });
    expect(linkAddress('www.exemple .cat')).toEqual({ ok: false, reason: 'Una adreça no pot tenir espais.' });
    expect(linkAddress('javascript:alert(1)')).toEqual({ ok: false, reason: 'Només s’admeten adreces web (https://…) i de correu.' });
    expect(linkAddress('ftp://exemple.cat')).toEqual({ ok: false, reason: 'Només s’admeten adreces web (https://…) i de correu.' });
    expect(linkAddress('mailto:ningú')).toEqual({ ok: false, reason: 'Després de «mailto:» hi ha d’anar una adreça de correu, com nom@exemple.cat.' });
    expect(linkAddress('revista')).toEqual({ ok: false, reason: 'Falta el domini de l’adreça, com a www.exemple.cat.' });
    expect(linkAddress('https://')).toMatchObject({ ok: false, reason: expect.stringMatching(/^No és una adreça vàlida/) });
  });
});
