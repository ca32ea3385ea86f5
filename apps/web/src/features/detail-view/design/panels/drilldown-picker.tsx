import { Button, Group, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { RemoveButton } from '../../../../components/design/remove-button';
import { SortableList } from '../../../../components/design/sortable-list';
import { type FieldOption, sampleText } from '../../../../lib/field-options';

interface DrilldownPickerProps {
  fields: readonly FieldOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The drilldown fields: a filter box, the available fields (with values) and the chosen ones, sortable. */
export function DrilldownPicker({ fields, selected, onChange }: DrilldownPickerProps) {
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const available = fields.filter(
    (option) => !selected.includes(option.field) && option.field.toLowerCase().includes(wanted),
  );
  return (
    <Group align="flex-start" grow gap="md">
      <Stack gap="xs">
        <TextInput
          label={messages.detailDrilldownFilter}
          placeholder={messages.detailDrilldownFilterPlaceholder}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          size="xs"
        />
        <Text fz="xs" fw={600} id="drilldown-available">
          {messages.detailDrilldownAvailable} ({available.length})
        </Text>
        <ScrollArea h={200} type="auto" offsetScrollbars>
          <ul aria-labelledby="drilldown-available" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {available.map((option) => (
              <li key={option.field}>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  fullWidth
                  justify="space-between"
                  leftSection={<Plus size={14} aria-hidden="true" />}
                  aria-label={`${messages.detailDrilldownAdd} ${option.field}`}
                  onClick={() => onChange([...selected, option.field])}
                  rightSection={
                    option.sample !== undefined && (
                      <Text span fz="xs" c="gray.7" aria-hidden="true" maw="8rem" truncate="end">
                        {sampleText(option.sample, 24)}
                      </Text>
                    )
                  }
                >
                  {option.field}
                </Button>
              </li>
            ))}
          </ul>
        </ScrollArea>
      </Stack>
      <Stack gap="xs">
        <Text fz="xs" fw={600}>
          {messages.detailDrilldownSelected} ({selected.length})
        </Text>
        <SortableList
          label={messages.detailDrilldownSelected}
          items={selected}
          idOf={(field) => field}
          nameOf={(field) => field}
          onReorder={onChange}
          empty={messages.detailNoDrilldownFields}
          headings={[{ text: 'Field' }, { text: '', width: '1.75rem' }]}
          renderItem={(field) => (
            <>
              <Text fz="sm" style={{ flex: '1 1 auto' }} truncate="end">
                {field}
              </Text>
              <RemoveButton
                name={field}
                onClick={() => onChange(selected.filter((other) => other !== field))}
              />
            </>
          )}
        />
      </Stack>
    </Group>
  );
}
