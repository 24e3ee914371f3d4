/** Any address outside the route table: a not-found screen with the way home. */
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/StateViews.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';

export default function NotFoundPage() {
  usePageMeta({ title: 'Pàgina no trobada' });
  return (
    <ErrorState title="Pàgina no trobada" message="La pàgina que busques no existeix o ha estat moguda.">
      <Link to="/" className="button">
        Tornar a l'inici
      </Link>
    </ErrorState>
  );
}
