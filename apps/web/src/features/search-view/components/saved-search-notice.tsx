import { Alert } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { readSavedSearchLinkState } from '../../../lib/saved-search-link';

/** Says which fields of the saved search just opened the page no longer has (it opened without them). */
export function SavedSearchNotice() {
  const location = useLocation();
  // Read once: the page soon rewrites its address, and the router state with it.
  const [missing, setMissing] = useState(() => readSavedSearchLinkState(location.state)?.missing ?? []);
  if (missing.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      withCloseButton
      closeButtonLabel={messages.savedSearchDismiss}
      onClose={() => setMissing([])}
      role="status"
    >
      {messages.savedSearchFieldsGone} {missing.join(', ')}
    </Alert>
  );
}
