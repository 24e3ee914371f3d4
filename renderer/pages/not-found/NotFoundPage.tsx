/** Any address outside the route table: a not-found screen with the way home. */
import { Link } from 'react-router-dom';
import { NOT_FOUND, paths } from '../../../common/routes/index.js';
import { ErrorState } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';

export default function NotFoundPage() {
  usePageMeta({ title: NOT_FOUND.page.heading });
  return (
    <ErrorState title={NOT_FOUND.page.heading} message={NOT_FOUND.page.text}>
      <Link to={paths.home()} className="button">
        Tornar a l'inici
      </Link>
    </ErrorState>
  );
}
