import { ActionIcon, Group, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PanelRowPosition } from '../hooks/use-panel-row-position';
import classes from './detail-view.module.css';

/** Above a row of panels wider than the screen: which panels are in sight, and buttons to the others. */
export function PanelRowNav(props: {
  rowId: string;
  position: PanelRowPosition;
  onStep: (direction: 1 | -1) => void;
}) {
  const { first, last, total, atStart, atEnd } = props.position;
  return (
    <Group className={classes.rowNav} gap={4} justify="flex-end" wrap="nowrap">
      <Text size="sm" c="dimmed" mr="xs">
        {messages.detailPanelsShown} {first === last ? first : `${first}–${last}`} of {total}
      </Text>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={messages.detailPreviousPanel}
        aria-controls={props.rowId}
        disabled={atStart}
        onClick={() => props.onStep(-1)}
      >
        <ChevronLeft size={18} aria-hidden="true" />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={messages.detailNextPanel}
        aria-controls={props.rowId}
        disabled={atEnd}
        onClick={() => props.onStep(1)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
