import { useParams } from 'react-router';
import { ActivateAccount } from '../../features/auth/components/activate-account';

export default function ActivateAccountRoute() {
  const { accountUuid = '' } = useParams();
  return <ActivateAccount key={accountUuid} accountUuid={accountUuid} />;
}
