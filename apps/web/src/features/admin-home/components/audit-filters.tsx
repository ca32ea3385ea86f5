import { Group, Select, TextInput } from '@mantine/core';
import { auditActionLabels, messages } from '@portal/contracts';
import type { AuditFilters } from '../api/get-audit-log';
import { usePeople } from '../api/get-people';

const actionOptions = Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }));

interface AuditFilterBarProps {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

/** Person, action and a day range; each change asks the log again from its newest entry. */
export function AuditFilterBar({ filters, onChange }: AuditFilterBarProps) {
  const people = usePeople();
  const personOptions = (people.data ?? []).map((person) => ({
    value: person.uuid,
    label: `${person.firstName} ${person.lastName} (${person.email})`,
  }));
  const set = (change: Partial<AuditFilters>) => onChange({ ...filters, ...change });
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={messages.auditPerson}
        placeholder={messages.auditAnyPerson}
        data={personOptions}
        value={filters.actor || null}
        onChange={(value) => set({ actor: value ?? '' })}
        searchable
        clearable
        w={{ base: '100%', xs: 260 }}
      />
      <Select
        label={messages.auditAction}
        placeholder={messages.auditAnyAction}
        data={actionOptions}
        value={filters.action || null}
        onChange={(value) => set({ action: value ?? '' })}
        searchable
        clearable
        w={{ base: '100%', xs: 240 }}
      />
      <TextInput
        type="date"
        label={messages.auditFrom}
        value={filters.fromDay}
        max={filters.toDay || undefined}
        onChange={(event) => set({ fromDay: event.currentTarget.value })}
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
      />
      <TextInput
        type="date"
        label={messages.auditTo}
        value={filters.toDay}
        min={filters.fromDay || undefined}
        onChange={(event) => set({ toDay: event.currentTarget.value })}
        w={{ base: 'calc(50% - 6px)', xs: 160 }}
      />
    </Group>
  );
}
