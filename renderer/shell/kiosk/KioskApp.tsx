/**
 * The event kiosk (issue 13), mounted under the router base /quiosc: the reader's own pages in the
 * kiosk's frame, so every link they draw stays inside the kiosk. Its routes are the address book's
 * reader routes; anything else of the site (the print view and its download, the staff workspace,
 * the dashboards) is not a kiosk screen and leads back to the start.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { READER_ROUTES, paths } from '../../../common/routes/index.js';
import { PageScreen } from '../../routes.js';
import { KioskLayout } from './KioskLayout.js';

export default function KioskApp() {
  return (
    <Routes>
      <Route element={<KioskLayout />}>
        {READER_ROUTES.map((route) => (
          <Route key={route.pattern} path={route.pattern} element={<PageScreen key={route.pattern} name={route.id} route={route} />} />
        ))}
        <Route path="*" element={<Navigate to={paths.home()} replace />} />
      </Route>
    </Routes>
  );
}
