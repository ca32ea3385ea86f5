import { ColorSwatch, Group, Radio, Text } from '@mantine/core';
import {
  type BottomImage,
  bottomImageLabels,
  bottomImages,
  type PanelColor,
  panelColorStyles,
  panelColors,
} from '@portal/contracts';
import classes from './panel-design.module.css';

/** SPEC.md §3 background colours, each shown as its swatch. */
export function ColorChoice(props: {
  label: string;
  value: PanelColor;
  onChange: (color: PanelColor) => void;
}) {
  return (
    <Radio.Group
      label={props.label}
      value={props.value}
      onChange={(value) => props.onChange(value as PanelColor)}
    >
      <Group gap="xs" mt={6}>
        {panelColors.map((color) => {
          const style = panelColorStyles[color];
          return (
            <Radio.Card key={color || 'default'} value={color} className={classes.choice} radius="md">
              <Group gap={8} wrap="nowrap">
                <Radio.Indicator size="xs" />
                <ColorSwatch
                  color={style.background || 'var(--mantine-color-white)'}
                  size={20}
                  withShadow
                  aria-hidden="true"
                />
                <Text fz="sm">{style.label}</Text>
              </Group>
            </Radio.Card>
          );
        })}
      </Group>
    </Radio.Group>
  );
}

/** SPEC.md §3 bottom images, each shown as a thumbnail. */
export function BottomImageChoice(props: { value: BottomImage; onChange: (image: BottomImage) => void }) {
  return (
    <Radio.Group
      label="Bottom image"
      value={props.value}
      onChange={(value) => props.onChange(value as BottomImage)}
    >
      <Group gap="xs" mt={6} align="stretch">
        {bottomImages.map((image) => (
          <Radio.Card key={image || 'none'} value={image} className={classes.choice} radius="md">
            <Group gap={8} wrap="nowrap">
              <Radio.Indicator size="xs" />
              <span className={classes.thumbnail} aria-hidden="true">
                {image && <img src={`/img/${image}`} alt="" />}
              </span>
              <Text fz="sm">{bottomImageLabels[image]}</Text>
            </Group>
          </Radio.Card>
        ))}
      </Group>
    </Radio.Group>
  );
}
