import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Bookmark } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';

type Props = ComponentPropsWithRef<'button'> & { smallScreen: boolean };

/**
 * The 'Saved searches' button. It is drawn with the page while the menu's own code (Mantine's menu
 * and dialogs) loads after it, so a plain user's first screen does not wait for that code.
 */
export function SavedSearchTrigger({ smallScreen, ...button }: Props) {
  // On a phone the button is its icon, so the page's title keeps its room beside it.
  return smallScreen ? (
    <ActionIcon variant="default" size={36} aria-label={messages.savedSearchMenu} {...button}>
      <Bookmark size={16} aria-hidden="true" />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<Bookmark size={16} aria-hidden="true" />} {...button}>
      {messages.savedSearchMenu}
    </Button>
  );
}
