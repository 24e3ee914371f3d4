/**
 * The desk's author page says what readers see of her (issue 26): 'Perfil públic' only when her
 * profile is public; an author waiting for the draft (or withdrawn) edition that brought her is
 * named as such, without a link to a profile readers cannot open.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../common/api/admin.js';
import { authorsApi } from '../../common/api/authors.js';
import type { DeskAuthor } from '../../common/api/authors.js';
import DeskAuthorPage from '../../renderer/pages/workspace/DeskAuthorPage.js';
import { fakeApi } from './fakeApi.js';
import { renderScreen } from './render.js';

const author = (id: string, name: string, extra: Partial<DeskAuthor> = {}): DeskAuthor => ({
  _id: id,
  slug: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  bio: {},
  specialties: [],
  education: [],
  awards: [],
  contact: {},
  stats: { totalArticles: 1 },
  active: true,
  ...extra,
});

const authors = [author('a1', 'Berta Formulari'), author('a2', 'Carles Nouvingut', { waitsForEdition: 61 })];

function openAuthor(id: string) {
  fakeApi([
    [adminApi.session, () => ({ authenticated: true })],
    [authorsApi.staffList, () => ({ authors })],
  ]);
  renderScreen(<DeskAuthorPage />, { route: `/redaccio/autor/${id}`, path: '/redaccio/autor/:id' });
}

describe('desk: what readers see of an author', () => {
  it('says "Perfil públic", with the way to it, for an author readers see', async () => {
    openAuthor('a1');
    expect(await screen.findByText('Perfil públic', { exact: true })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Veure el perfil públic' })).toBeTruthy();
  });

  it('names the edition an author waits for, and offers no public profile', async () => {
    openAuthor('a2');
    expect(await screen.findByText('Els lectors el veuran quan es publiqui l’edició 61')).toBeTruthy();
    expect(screen.queryByText('Perfil públic', { exact: true })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Veure el perfil públic' })).toBeNull();
  });
});
