/** /redaccio/invitacio/{token}: an invitee joins the newsroom (issue 27 item 3). */
import { useParams } from 'react-router-dom';
import { InvitationScreen } from '../../features/staff-people/LinkScreen.js';
import { usePageMeta } from '../../hooks/usePageMeta.js';

export default function DeskInvitationPage() {
  usePageMeta({ title: 'Invitació a la redacció' });
  const { token = '' } = useParams();
  return <InvitationScreen token={token} />;
}
