import { Fieldset, Stack, Switch, Text } from '@mantine/core';
import { messages, type Role, roles } from '@portal/contracts';
import { useId } from 'react';

const roleLabels: Record<Role, { label: string; description: string }> = {
  admin: { label: 'Admin', description: 'Manages users, groups and connections' },
  designer: { label: 'Designer', description: 'Builds search and detail pages and shares them with groups' },
  user: { label: 'User', description: 'Opens the pages of their groups' },
};

interface RoleSwitchesProps {
  value: Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
  /** An admin editing themselves keeps their admin role (the server refuses otherwise). */
  lockAdmin: boolean;
}

export function RoleSwitches({ value, onChange, error, lockAdmin }: RoleSwitchesProps) {
  const errorId = useId();
  const toggle = (role: Role, on: boolean) =>
    onChange(
      on
        ? roles.filter((each) => each === role || value.includes(each))
        : value.filter((each) => each !== role),
    );

  return (
    <Fieldset legend="Roles" variant="filled" radius="md" aria-describedby={error ? errorId : undefined}>
      <Stack gap="sm">
        {roles.map((role) => (
          <Switch
            key={role}
            label={roleLabels[role].label}
            // The description is read through aria-describedby; the name stays the role alone.
            aria-label={roleLabels[role].label}
            description={
              lockAdmin && role === 'admin' ? messages.cannotRemoveOwnAdmin : roleLabels[role].description
            }
            checked={value.includes(role)}
            disabled={lockAdmin && role === 'admin'}
            onChange={(event) => toggle(role, event.currentTarget.checked)}
          />
        ))}
        {error && (
          <Text id={errorId} size="xs" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
