import { Button, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * Settings ▸ Sign-in, for admins: what the account's sign-in settings hold, and the way to their
 * screen (identity providers, 'Test sign-in', SCIM tokens), which needs the room of a page.
 */
export function SignInTab({ onOpen }: { onOpen: () => void }) {
  return (
    <Stack gap="md" align="flex-start">
      <Text size="sm">{messages.signInSettingsSubtitle}</Text>
      <Button
        component={Link}
        to={paths.signInSettings.getHref()}
        onClick={onOpen}
        rightSection={<ArrowRight size={16} aria-hidden="true" />}
      >
        {messages.openSignInSettings}
      </Button>
    </Stack>
  );
}
