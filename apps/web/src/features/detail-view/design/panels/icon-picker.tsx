import { ColorInput, Group, Select } from '@mantine/core';
import { defaultIconColor, messages } from '@portal/contracts';
import { Circle } from 'lucide-react';
import { listIcons } from '../../components/list-symbol';

const iconNames = Object.keys(listIcons);

/** The list's icon, searchable by name with each icon drawn, its colour, and a preview of both. */
export function IconPicker(props: {
  icon: string | undefined;
  color: string | undefined;
  onIcon: (icon: string | undefined) => void;
  onColor: (color: string) => void;
}) {
  const color = props.color ?? defaultIconColor;
  const Preview = (props.icon && listIcons[props.icon]) || Circle;
  return (
    <Group grow align="flex-start">
      <Select
        label={messages.detailIcon}
        placeholder={messages.detailPickIcon}
        data={iconNames}
        value={props.icon ?? null}
        onChange={(icon) => props.onIcon(icon ?? undefined)}
        searchable
        clearable
        nothingFoundMessage={messages.detailNoSuchIcon}
        leftSection={<Preview size={18} color={color} aria-hidden="true" />}
        renderOption={({ option }) => {
          const Icon = listIcons[option.value];
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
