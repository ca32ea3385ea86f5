import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';
import { useRelatedPanels } from './use-related-panels';

/**
 * A related record's panel in one step: the field that holds its id is the one choice; its data
 * source, panel, fields and link to its page follow from it.
 */
export function RelatedPanelForm() {
  const related = useRelatedPanels();
  const [chosen, setChosen] = useState<string | null>(null);
  const options = related.candidates.map((candidate, index) => ({
    value: String(index),
    label: `${candidate.dataset.name}.${candidate.field} → ${candidate.endpoint.name}`,
  }));
  const candidate = chosen === null ? undefined : related.candidates[Number(chosen)];
  const add = async () => {
    if (candidate && (await related.add(candidate))) setChosen(null);
  };
  return (
    <Stack gap="xs" component="section" aria-label={messages.detailRelatedPanel}>
      <Text fz="sm" fw={600}>
        {messages.detailRelatedPanel}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          label={messages.detailRelatedField}
          description={messages.detailRelatedPanelHint}
          placeholder={messages.designPickField}
          data={options}
          value={candidate ? chosen : null}
          onChange={setChosen}
          disabled={options.length === 0}
          style={{ flex: '1 1 18rem' }}
          inputWrapperOrder={['label', 'description', 'input']}
        />
        <Button variant="light" onClick={add} disabled={!candidate} loading={related.adding}>
          {messages.detailAddRelatedPanel}
        </Button>
      </Group>
      {options.length === 0 && !related.loading && (
        <Text fz="sm" c="gray.7">
          {messages.detailRelatedNone}
        </Text>
      )}
    </Stack>
  );
}
