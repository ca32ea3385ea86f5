import { Button, Group, Select } from '@mantine/core';
import { Plus } from 'lucide-react';
import { useState } from 'react';

interface IncludePickerProps {
  label: string;
  placeholder: string;
  options: { value: string; label: string }[];
  isIncluding: boolean;
  /** Resolves true once the choice is in the group, so the picker can clear itself. */
  onInclude: (value: string) => Promise<boolean>;
}

/** Select one entry and include it: the top of the users and views panels. */
export function IncludePicker({ label, placeholder, options, isIncluding, onInclude }: IncludePickerProps) {
  const [picked, setPicked] = useState<string | null>(null);

  async function include() {
    if (picked && (await onInclude(picked))) setPicked(null);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label={label}
        placeholder={options.length === 0 ? 'All included' : placeholder}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        clearable
        disabled={options.length === 0}
        nothingFoundMessage="No match"
        style={{ flex: 1, minWidth: 0 }}
      />
      <Button
        leftSection={<Plus size={16} aria-hidden="true" />}
        onClick={() => void include()}
        disabled={!picked}
        loading={isIncluding}
      >
        Include
      </Button>
    </Group>
  );
}
