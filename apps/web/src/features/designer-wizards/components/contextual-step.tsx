import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import type { Dispatch } from 'react';
import { fieldOptionsOf, sampleText } from '../../../lib/field-options';
import { humanizeField } from '../../../lib/humanize-field';
import type { DetailWizardAction, DetailWizardState } from '../utils/detail-wizard-state';

type Props = { state: DetailWizardState; dispatch: Dispatch<DetailWizardAction> };

/** Step 3: the fields of the contextual strip under the title, in the order picked. */
export function ContextualStep({ state, dispatch }: Props) {
  const options = fieldOptionsOf(state.sample ? [state.sample] : []);
  const samples = new Map(options.map((option) => [option.field, option.sample]));
  const choose = (fields: string[]) => dispatch({ type: 'contextualChanged', fields });
  return (
    <Stack gap="xs" maw={720}>
      <MultiSelect
        label="Contextual fields"
        description="Shown under the title as 'Label: value'; design mode changes them later."
        placeholder={state.contextual.length === 0 ? 'Pick fields' : undefined}
        data={options.map((option) => option.field)}
        value={state.contextual}
        onChange={choose}
        error={state.errors.contextual}
        searchable
        clearable
        hidePickedOptions
        withAsterisk
        renderOption={({ option }) => (
          <Group justify="space-between" gap="md" wrap="nowrap" w="100%">
            <span>{option.value}</span>
            {samples.get(option.value) !== undefined && (
              <Text span size="xs" c="gray.7" truncate="end" aria-hidden="true">
                {sampleText(samples.get(option.value))}
              </Text>
            )}
          </Group>
        )}
      />
      {state.contextual.length > 0 && (
        <Text size="sm" c="gray.7" aria-label="Preview">
          {state.contextual
            .map((field) => `${humanizeField(field)}: ${sampleText(samples.get(field))}`)
            .join('  |  ')}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => choose([])}
          disabled={state.contextual.length === 0}
        >
          Clear
        </Button>
      </Group>
    </Stack>
  );
}
