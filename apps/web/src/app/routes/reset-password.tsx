import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

export default function ResetPasswordRoute({ uuid }: { uuid: string }) {
  return <ResetPasswordForm key={uuid} resetPwdUuid={uuid} />;
}
