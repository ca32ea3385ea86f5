import { Button, Group } from '@mantine/core';
import { messages, type PageOverview } from '@portal/contracts';
import { Copy, ExternalLink, PencilRuler, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { designOnArrival } from '../../../lib/design-on-arrival';
import { pageHref } from './page-links';

export interface PageActionsProps {
  page: PageOverview;
  duplicating: boolean;
  onDuplicate: (page: PageOverview) => void;
  onDelete: (page: PageOverview) => void;
}

/** Open, Design, Duplicate and Delete of one page; each names its page for a screen reader. */
export function PageActions({ page, duplicating, onDuplicate, onDelete }: PageActionsProps) {
  const href = pageHref(page);
  return (
    <Group gap={4}>
      <Button
        component={Link}
        to={href}
        variant="subtle"
        size="compact-sm"
        leftSection={<ExternalLink size={14} aria-hidden="true" />}
        aria-label={`Open ${page.name}`}
      >
        Open
      </Button>
      <Button
        component={Link}
        to={href}
        state={designOnArrival}
        variant="subtle"
        size="compact-sm"
        leftSection={<PencilRuler size={14} aria-hidden="true" />}
        aria-label={`Design ${page.name}`}
      >
        Design
      </Button>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<Copy size={14} aria-hidden="true" />}
        aria-label={`${messages.duplicatePage} ${page.name}`}
        loading={duplicating}
        onClick={() => onDuplicate(page)}
      >
        {messages.duplicatePage}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<Trash2 size={14} aria-hidden="true" />}
        aria-label={`Delete ${page.name}`}
        onClick={() => onDelete(page)}
      >
        Delete
      </Button>
    </Group>
  );
}
