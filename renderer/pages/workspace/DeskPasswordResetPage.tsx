/** /redaccio/contrasenya/{token}: a person chooses a new password with a reset link (issue 27 item 3). */
import { useParams } from 'react-router-dom';
import { PasswordResetScreen } from '../../features/staff-people/LinkScreen.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';

export default function DeskPasswordResetPage() {
  usePageMeta({ title: 'Contrasenya nova' });
  const { token = '' } = useParams();
  return <PasswordResetScreen token={token} />;
}
