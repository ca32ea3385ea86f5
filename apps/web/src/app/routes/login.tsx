import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { browserTargetStorage, takeAfterLoginTarget } from '../../lib/after-login-target';
import { useSession } from '../../lib/session';

/** Login; a signed-in user (already, or just now) goes on to the after-login target or /home. */
export default function LoginRoute() {
  const session = useSession();
  const navigate = useNavigate();
  const leaving = useRef(false);

  useEffect(() => {
    if (!session.data || leaving.current) return;
    leaving.current = true;
    navigate(takeAfterLoginTarget(browserTargetStorage()), { replace: true });
  }, [session.data, navigate]);

  return <LoginForm />;
}
