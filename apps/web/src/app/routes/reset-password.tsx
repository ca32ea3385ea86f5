import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const { uuid = '' } = useParams();
  return <ResetPasswordForm key={uuid} resetPwdUuid={uuid} />;
}
