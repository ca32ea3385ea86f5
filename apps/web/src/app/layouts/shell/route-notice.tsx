import { Alert } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useLocation, useNavigate } from 'react-router';

/** Why the user was sent somewhere else than they asked for; travels in the navigation's state. */
export type ShellNotice = 'no-access' | 'broken-link';

const texts: Record<ShellNotice, string> = {
  'no-access': messages.noAccess,
  'broken-link': messages.brokenLink,
};

const noticeOf = (state: unknown): ShellNotice | undefined => {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return notice === 'no-access' || notice === 'broken-link' ? notice : undefined;
};

/** Says on arrival why the user landed here; closing it, or going on, makes it go. */
export function RouteNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeOf(location.state);
  if (!notice) return null;
  return (
    <Alert
      role="status"
      color="yellow"
      mb="md"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => navigate(location, { replace: true, state: null })}
    >
      {texts[notice]}
    </Alert>
  );
}
