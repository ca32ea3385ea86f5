import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/contracts';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useEngineSnapshot } from '../hooks/use-datasets';

/** SPEC.md: a warning icon whose tooltip names each lookup that found no match or several. */
export function DatasetWarnings() {
  const snapshot = useEngineSnapshot();
  const descriptionId = useId();
  const notes = Object.values(snapshot.datasets)
    .filter((state) => state.note)
    .map((state) => `${state.name}: ${state.note}`);
  if (notes.length === 0) return null;
  return (
    <>
      <VisuallyHidden id={descriptionId}>{notes.join('; ')}</VisuallyHidden>
      <Tooltip
        label={notes.map((note) => <div key={note}>{note}</div>)}
        position="bottom-end"
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <ActionIcon
          variant="subtle"
          color="orange.9"
          size="lg"
          aria-label={messages.detailWarnings}
          aria-describedby={descriptionId}
        >
          <TriangleAlert size={20} aria-hidden="true" />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
