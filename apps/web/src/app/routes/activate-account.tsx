import { ActivateAccount } from '../../features/auth/components/activate-account';

export default function ActivateAccountRoute({ accountUuid }: { accountUuid: string }) {
  return <ActivateAccount key={accountUuid} accountUuid={accountUuid} />;
}
