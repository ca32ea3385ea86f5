import { Select, type SelectProps } from '@mantine/core';
import { messages } from '@portal/contracts';
import type { CSSProperties } from 'react';
import { type FieldOption, sampleText } from '../../lib/field-options';
import classes from './design.module.css';

/** A field's option in a picker: its name, and a value it holds beside it. */
export const renderFieldOption =
  (samples: ReadonlyMap<string, unknown>) =>
  ({ option }: { option: { value: string } }) => {
    const sample = samples.get(option.value);
    return (
      <span className={classes.fieldOption}>
        <span>{option.value}</span>
        {sample !== undefined && (
          <span className={classes.fieldSample} aria-hidden="true">
            {sampleText(sample)}
          </span>
        )}
      </span>
    );
  };

interface FieldPickerProps {
  label: string;
  fields: readonly FieldOption[];
  value: string | null;
  /** Why the last add was refused, shown under the picker. */
  error?: string;
  onChange: (field: string | null) => void;
  /** Shows the chosen field's sample value under the picker ('Sample: …'). */
  withSample?: boolean;
  description?: string;
  disabled?: boolean;
  required?: boolean;
  size?: SelectProps['size'];
  style?: CSSProperties;
  'aria-label'?: string;
}

/**
 * A field chosen from those of the loaded data, each shown with a value it holds, so that nobody
 * has to remember a field name. A chosen field the data no longer has stays shown as it is.
 */
export function FieldPicker({
  label,
  fields,
  value,
  error,
  onChange,
  withSample,
  description,
  disabled,
  required,
  size,
  style,
  ...rest
}: FieldPickerProps) {
  const samples = new Map(fields.map((option) => [option.field, option.sample]));
  const data = fields.map((option) => option.field);
  if (value && !samples.has(value)) data.unshift(value);
  const chosenSample = value ? samples.get(value) : undefined;
  const sampleLine =
    withSample && value
      ? `Sample: ${chosenSample === undefined ? messages.designNoSample : sampleText(chosenSample, 60)}`
      : undefined;
  return (
    <Select
      label={label}
      aria-label={rest['aria-label']}
      placeholder={messages.designPickField}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      description={[description, sampleLine].filter(Boolean).join(' · ') || undefined}
      // The sample reads under the input, so pickers in a row keep their inputs aligned.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      disabled={disabled}
      withAsterisk={required}
      size={size}
      searchable
      clearable
      nothingFoundMessage={messages.designNoSuchField}
      style={style ?? { flex: '1 1 12rem' }}
      renderOption={renderFieldOption(samples)}
    />
  );
}
