import { ActionIcon, CopyButton, TextInput, Tooltip } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Check, Copy } from 'lucide-react';

/** The one redirect URI of every per-person server (DESIGN.md §6d), to register at its authorization server. */
export function CallbackUrlField() {
  const url = `${window.location.origin}/api/servers/oauth/callback`;
  return (
    <TextInput
      label={messages.callbackUrlLabel}
      value={url}
      readOnly
      rightSection={
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
              <ActionIcon variant="subtle" onClick={copy} aria-label="Copy the callback URL">
                {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      }
    />
  );
}
