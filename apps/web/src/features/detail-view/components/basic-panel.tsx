import type { BasicPanel as BasicPanelContent } from '@portal/contracts';
import type { CSSProperties } from 'react';
import { basicPanelLayout, fieldGridWidth, fieldHeightPx } from '../utils/detail-layout';
import { BasicField } from './basic-field';
import { type PanelDrag, PanelFrame } from './panel-frame';
import classes from './panels.module.css';

/** Padding, border, title, rule and bottom image around the fields. */
const chromePx = { width: 34, height: 100, bottomImage: 68 };

/** SPEC.md basic panel: its fields in up to 10 columns of ~350 px, as many rows as the height holds. */
export function BasicPanel(props: {
  index: number;
  panel: BasicPanelContent;
  availableHeight: number;
  drag?: PanelDrag;
}) {
  const { panel, availableHeight } = props;
  const { fields } = panel;
  const fieldHeight = fields.some((field) => field.style.type === 'card')
    ? fieldHeightPx.card
    : fieldHeightPx.default;
  const chrome = chromePx.height + (panel.ui.bottomImage ? chromePx.bottomImage : 0);
  const { rows, columns } = basicPanelLayout(fields.length, fieldHeight, availableHeight - chrome);
  return (
    <PanelFrame
      index={props.index}
      panel={panel}
      width={fieldGridWidth(columns) + chromePx.width}
      drag={props.drag}
    >
      <dl className={classes.fields} style={{ '--field-rows': rows, margin: 0 } as CSSProperties}>
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fields have no identity but their place
          <BasicField key={index} field={field} />
        ))}
      </dl>
    </PanelFrame>
  );
}
