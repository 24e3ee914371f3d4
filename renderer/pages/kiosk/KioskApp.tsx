/**
 * The event kiosk (issue 13), mounted under the router base /quiosc: the reader's own pages in the
 * kiosk's frame, so every link they draw stays inside the kiosk. Anything else of the site (the
 * print view and its download, the staff workspace, the dashboards) is not a kiosk screen and
 * leads back to the start.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { SECTION_KEYS } from '../../../common/sections.js';
import { ArchivePage, ArticlePage, AuthorProfilePage, AuthorsPage, EditionPage, SearchPage, SectionPage } from '../../routes.js';
import HomePage from '../home/HomePage.js';
import { KioskLayout } from './KioskLayout.js';

export default function KioskApp() {
  return (
    <Routes>
      <Route element={<KioskLayout />}>
        <Route index element={<HomePage />} />
        {SECTION_KEYS.map((key) => (
          <Route key={key} path={key} element={<SectionPage key={key} section={key} />} />
        ))}
        <Route path="arxiu" element={<ArchivePage />} />
        <Route path="cerca" element={<SearchPage />} />
        <Route path="edicio/:number" element={<EditionPage />} />
        <Route path="autors" element={<AuthorsPage />} />
        <Route path="autor/:slug" element={<AuthorProfilePage />} />
        <Route path=":section/:url" element={<ArticlePage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
