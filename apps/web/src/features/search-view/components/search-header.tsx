import { Group, Text, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { ReactNode } from 'react';
import { useIsEmbedded } from '../../../lib/use-embedding';
import classes from './search-view.module.css';

interface SearchHeaderProps {
  title: string;
  /** The count to show; null when it is not known because the rows could not be loaded. */
  records: string | null;
  actions?: ReactNode;
}

/** The title and 'Records: N'; in an embedding frame the title stays only for screen readers. */
export function SearchHeader({ title, records, actions }: SearchHeaderProps) {
  const embedded = useIsEmbedded();
  const heading = (
    <h1 className={classes.title} title={title}>
      {title}
    </h1>
  );
  return (
    // On a phone the actions take a line of their own below the title, so the title is never squeezed away.
    <Group component="header" justify="space-between" align="center" wrap="wrap" gap="sm">
      <Group gap="md" align="baseline" wrap="wrap" style={{ minWidth: 0, flex: '1 1 10rem' }}>
        {embedded ? <VisuallyHidden>{heading}</VisuallyHidden> : heading}
        <Text c="gray.7" fz="sm" aria-live="polite">
          {messages.searchRecords}{' '}
          {records ?? (
            // Not 0: nothing is known about the rows, and the page says why where they would be.
            <>
              <span aria-hidden="true">—</span>
              <VisuallyHidden>{messages.searchRecordsUnknown}</VisuallyHidden>
            </>
          )}
        </Text>
      </Group>
      {actions && <div style={{ flex: '0 1 auto', minWidth: 0, maxWidth: '100%' }}>{actions}</div>}
    </Group>
  );
}
