import { Select } from '@mantine/core';
import type { Endpoint } from '@portal/contracts';

interface EndpointPickerProps {
  endpoints: Endpoint[];
  value: string | null;
  loading?: boolean;
  onChange: (endpointId: string | null) => void;
}

export function EndpointPicker({ endpoints, value, loading, onChange }: EndpointPickerProps) {
  return (
    <Select
      label="Endpoint"
      placeholder={loading ? 'Loading…' : endpoints.length === 0 ? 'No endpoints yet' : 'Pick an endpoint'}
      data={endpoints.map((endpoint) => ({ value: endpoint.uuid, label: endpoint.name }))}
      value={value}
      onChange={onChange}
      searchable
      nothingFoundMessage="No endpoint with this name"
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      style={{ flex: 1, minWidth: 200 }}
    />
  );
}
