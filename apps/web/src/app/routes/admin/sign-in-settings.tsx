import { SignInSettingsPage } from '../../../features/admin-sign-in/components/sign-in-settings-page';

export default function SignInSettingsRoute() {
  return <SignInSettingsPage />;
}
