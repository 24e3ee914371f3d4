/** Any address outside the route table: a not-found screen with the way home. */
import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/StateViews.js';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.js';

export default function NotFoundPage() {
  useDocumentTitle('Pàgina no trobada');
  return (
    <ErrorState title="Pàgina no trobada" message="La pàgina que busques no existeix o ha estat moguda.">
      <Link to="/" className="button">
        Tornar a l'inici
      </Link>
    </ErrorState>
  );
}
