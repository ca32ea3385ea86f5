import { Group, ScrollArea, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { messages } from '@portal/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { RemoveButton } from '../../../../components/design/remove-button';
import { SortableList } from '../../../../components/design/sortable-list';
import { type FieldOption, sampleText } from '../../../../lib/field-options';
import classes from './panel-design.module.css';

interface DrilldownPickerProps {
  fields: readonly FieldOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}

/** The drilldown fields: a filter box, the available fields (with values) and the chosen ones, sortable. */
export function DrilldownPicker({ fields, selected, onChange }: DrilldownPickerProps) {
  const [filter, setFilter] = useState('');
  const availableId = useId();
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
        <Text fz="xs" fw={600} id={availableId}>
          {messages.detailDrilldownAvailable} ({available.length})
        </Text>
        <ScrollArea.Autosize mah={200} type="auto" offsetScrollbars>
          <ul aria-labelledby={availableId} className={classes.available}>
            {available.map((option) => (
              <li key={option.field}>
                <UnstyledButton
                  className={classes.availableItem}
                  onClick={() => onChange([...selected, option.field])}
                >
                  <Plus size={14} aria-hidden="true" />
                  <VisuallyHidden>{messages.detailDrilldownAdd} </VisuallyHidden>
                  <span className={classes.availableName}>{option.field}</span>
                  {option.sample !== undefined && (
                    <span className={classes.availableSample}>{sampleText(option.sample, 24)}</span>
                  )}
                </UnstyledButton>
              </li>
            ))}
            {available.length === 0 && (
              <li>
                <Text fz="xs" c="gray.7">
                  {messages.designNoSuchField}
                </Text>
              </li>
            )}
          </ul>
        </ScrollArea.Autosize>
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
