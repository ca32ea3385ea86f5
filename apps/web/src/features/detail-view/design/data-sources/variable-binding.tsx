import { Group, Select, Text, TextInput } from '@mantine/core';
import { messages, ownValue } from '@portal/contracts';
import { FieldPicker } from '../../../../components/design/field-picker';
import { plainText } from '../../../../lib/format-value';
import { readField } from '../../engine/read-field';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { fixedValueSource, pageVarsSource, type VariableBinding } from '../utils/dataset-draft';

interface VariableBindingProps {
  binding: VariableBinding;
  /** The record and lookup datasets it may read from. */
  datasets: readonly string[];
  onChange: (binding: VariableBinding) => void;
}

/** One $(name) of the endpoint URL bound to a field of a dataset (or the page's vars, or a fixed value), with its value now. */
export function VariableBindingInput({ binding, datasets, onChange }: VariableBindingProps) {
  const page = useDetailPage();
  const snapshot = useEngineSnapshot();
  const fromDataset =
    binding.source !== null && binding.source !== pageVarsSource && binding.source !== fixedValueSource;
  const fields = useDatasetFields(fromDataset ? binding.source : null, binding.field ? [binding.field] : []);
  let preview: unknown;
  if (binding.source === pageVarsSource) preview = ownValue(page.vars, binding.name);
  else if (binding.source === fixedValueSource) preview = binding.value;
  else if (fromDataset && binding.field)
    preview = readField(snapshot.datasets[binding.source ?? '']?.data, binding.field);
  const shown = plainText(preview);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <Group align="flex-start" gap="xs" grow preventGrowOverflow={false}>
        <Select
          label={`${messages.detailVariableSource} $(${binding.name})`}
          placeholder={messages.detailPickDataset}
          data={[
            { value: pageVarsSource, label: messages.detailPageVariable },
            { value: fixedValueSource, label: messages.detailFixedValue },
            ...datasets.map((name) => ({ value: name, label: name })),
          ]}
          value={binding.source}
          onChange={(source) => onChange({ ...binding, source, field: null })}
          allowDeselect={false}
          withAsterisk
        />
        {fromDataset && (
          <FieldPicker
            label={`${messages.detailVariableField} $(${binding.name})`}
            fields={fields}
            value={binding.field}
            onChange={(field) => onChange({ ...binding, field })}
            required
          />
        )}
        {binding.source === fixedValueSource && (
          <TextInput
            label={`${messages.detailFixedValue} $(${binding.name})`}
            value={binding.value}
            onChange={(event) => onChange({ ...binding, value: event.currentTarget.value })}
            withAsterisk
          />
        )}
      </Group>
      <Text fz="xs" c="gray.7" mt={4} aria-live="polite">
        {messages.detailValueNow} {shown || messages.designNoSample}
      </Text>
    </fieldset>
  );
}
