import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { settleLabel } from '../../lib/settle-text';
import classes from './design.module.css';

interface LabelInputProps<T extends { label: string }> {
  item: T;
  field: string;
  onChange: (item: T) => void;
}

/** A label edited in place; left empty it reverts to the field name with 'Label cannot be empty' under it. */
export function LabelInput<T extends { label: string }>({ item, field, onChange }: LabelInputProps<T>) {
  const [error, setError] = useState<string>();
  return (
    <TextInput
      className={classes.grow}
      size="xs"
      aria-label={`Label of ${field}`}
      value={item.label}
      error={error}
      onChange={(event) => {
        setError(undefined);
        onChange({ ...item, label: event.currentTarget.value });
      }}
      onBlur={() => {
        const settled = settleLabel(item, field);
        if (!settled.error) return;
        setError(settled.error);
        onChange(settled.item);
      }}
    />
  );
}
