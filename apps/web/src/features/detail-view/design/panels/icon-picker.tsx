import { ColorInput, Group, Select } from '@mantine/core';
import {
  defaultIconColor,
  hasOwnKey,
  type ListIconName,
  listIconNames,
  messages,
  ownValue,
} from '@portal/contracts';
import { Circle } from 'lucide-react';
import { listIcons } from '../../components/list-symbol';

/** The list's icon, searchable by name with each icon drawn, its colour, and a preview of both. */
export function IconPicker(props: {
  icon: string | undefined;
  color: string | undefined;
  onIcon: (icon: ListIconName | undefined) => void;
  onColor: (color: string) => void;
}) {
  const color = props.color ?? defaultIconColor;
  const Preview = (props.icon && ownValue(listIcons, props.icon)) || Circle;
  return (
    <Group grow align="flex-start">
      <Select
        label={messages.detailIcon}
        placeholder={messages.detailPickIcon}
        data={[...listIconNames]}
        value={props.icon ?? null}
        onChange={(icon) => props.onIcon(icon && hasOwnKey(listIcons, icon) ? icon : undefined)}
        searchable
        clearable
        nothingFoundMessage={messages.detailNoSuchIcon}
        leftSection={<Preview size={18} color={color} aria-hidden="true" />}
        renderOption={({ option }) => {
          const Icon = ownValue(listIcons, option.value) ?? Circle;
          return (
            <Group gap="xs" wrap="nowrap">
              <Icon size={18} aria-hidden="true" />
              <span>{option.value}</span>
            </Group>
          );
        }}
      />
      <ColorInput
        label={messages.detailIconColour}
        value={color}
        onChange={props.onColor}
        format="hex"
        eyeDropperButtonProps={{ 'aria-label': messages.detailPickColour }}
      />
    </Group>
  );
}
