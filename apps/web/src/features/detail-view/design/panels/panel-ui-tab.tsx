import { Stack } from '@mantine/core';
import type { PanelUi } from '@portal/contracts';
import { BottomImageChoice, ColorChoice } from './color-choice';

/** Panel UI: the panel's background colour and bottom image. */
export function PanelUiTab({ ui, onChange }: { ui: PanelUi; onChange: (ui: PanelUi) => void }) {
  return (
    <Stack gap="md">
      <ColorChoice
        label="Background colour"
        value={ui.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...ui, backgroundColor })}
      />
      <BottomImageChoice
        value={ui.bottomImage}
        onChange={(bottomImage) => onChange({ ...ui, bottomImage })}
      />
    </Stack>
  );
}
