import { Input, SegmentedControl, Stack, Switch } from '@mantine/core';
import { type ListPanel, messages, type SymbolType, symbolTypes } from '@portal/contracts';
import { useId } from 'react';
import type { FieldOption } from '../../../../lib/field-options';
import { ColorChoice } from './color-choice';
import { DrilldownPicker } from './drilldown-picker';
import { IconPicker } from './icon-picker';

const symbolLabels: Record<SymbolType, string> = { none: 'None', icon: 'Icon', initials: 'Initials' };

/** UI tab: the drill-down and its fields, the row symbol (icon and colour), the background colour. */
export function ListUiTab(props: {
  panel: ListPanel;
  fields: readonly FieldOption[];
  onChange: (panel: ListPanel) => void;
}) {
  const { panel, onChange } = props;
  const symbolLabel = useId();
  const setFields = (patch: Partial<ListPanel['fields']>) =>
    onChange({ ...panel, fields: { ...panel.fields, ...patch } });
  return (
    <Stack gap="md">
      <Switch
        label={messages.detailDrilldown}
        checked={panel.fields.drilldown}
        onChange={(event) => setFields({ drilldown: event.currentTarget.checked })}
      />
      {panel.fields.drilldown && (
        <DrilldownPicker
          fields={props.fields}
          selected={panel.fields.drilldownFields}
          onChange={(drilldownFields) => setFields({ drilldownFields })}
        />
      )}
      <Stack gap={4}>
        <Input.Label id={symbolLabel}>{messages.detailSymbolType}</Input.Label>
        <SegmentedControl
          aria-labelledby={symbolLabel}
          data={symbolTypes.map((value) => ({ value, label: symbolLabels[value] }))}
          value={panel.fields.symbolType}
          onChange={(value) => setFields({ symbolType: value as SymbolType })}
          w="fit-content"
        />
      </Stack>
      {panel.fields.symbolType === 'icon' && (
        <IconPicker
          icon={panel.fields.icon}
          color={panel.fields.iconColor}
          onIcon={(icon) => setFields({ icon })}
          onColor={(iconColor) => setFields({ iconColor })}
        />
      )}
      <ColorChoice
        label={messages.detailBackgroundColour}
        value={panel.ui.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...panel, ui: { ...panel.ui, backgroundColor } })}
      />
    </Stack>
  );
}
