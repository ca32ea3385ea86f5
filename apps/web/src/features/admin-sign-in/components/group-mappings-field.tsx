import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type IdentityProviderUpdateBody, messages, type Role, roles } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form';
import { groupsQueryOptions } from '../../../lib/api/groups';

import type { ProviderFormValues } from './identity-provider-form';

type Form = ProviderFormValues;

const roleLabels: Record<Role, string> = { admin: 'Admin', designer: 'Designer', user: 'User' };
const noGroup = '';

/**
 * The provider's group mappings: a value of the groups claim, the portal group it puts people in,
 * and the roles it gives (DESIGN.md §4a). At every sign-in membership and roles follow the claim.
 */
export function GroupMappingsField({
  control,
  register,
  errors,
}: {
  control: Control<Form, unknown, IdentityProviderUpdateBody>;
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}) {
  const mappings = useFieldArray({ control, name: 'groupMappings' });
  const groups = useQuery(groupsQueryOptions);
  const groupOptions = [
    { value: noGroup, label: messages.mappingNoGroup },
    ...(groups.data ?? []).map((group) => ({ value: group.uuid, label: group.name })),
  ];

  return (
    <Fieldset legend={messages.groupMappingsTitle} variant="filled" radius="md">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {messages.groupMappingsHint}
        </Text>
        {mappings.fields.map((field, index) => {
          const rowErrors = errors.groupMappings?.[index];
          return (
            <Group key={field.id} align="flex-start" gap="sm" wrap="nowrap">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ flex: 1 }}>
                <TextInput
                  label={messages.mappingValue}
                  error={rowErrors?.value?.message}
                  {...register(`groupMappings.${index}.value`)}
                />
                <Controller
                  control={control}
                  name={`groupMappings.${index}.group`}
                  render={({ field: group }) => (
                    <Select
                      label={messages.mappingGroup}
                      data={groupOptions}
                      value={group.value ?? noGroup}
                      onChange={(value) => group.onChange(value ? value : null)}
                      onBlur={group.onBlur}
                      error={rowErrors?.group?.message}
                      searchable
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`groupMappings.${index}.roles`}
                  render={({ field: chosen }) => (
                    <MultiSelect
                      label={messages.mappingRoles}
                      data={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
                      value={chosen.value ?? []}
                      onChange={(value) => chosen.onChange(value as Role[])}
                      onBlur={chosen.onBlur}
                    />
                  )}
                />
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={`${messages.removeGroupMapping} ${index + 1}`}
                onClick={() => mappings.remove(index)}
              >
                <Trash2 size={18} />
              </ActionIcon>
            </Group>
          );
        })}
        <Group>
          <Button variant="default" onClick={() => mappings.append({ value: '', group: null, roles: [] })}>
            {messages.addGroupMapping}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
