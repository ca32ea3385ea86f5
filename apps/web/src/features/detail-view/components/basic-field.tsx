import { Loader } from '@mantine/core';
import {
  type BasicField as BasicFieldContent,
  messages,
  ownValue,
  panelColorStyles,
} from '@portal/contracts';
import type { CSSProperties } from 'react';
import { formatValue } from '../../../lib/format-value';
import { fieldValueOf } from '../hooks/use-dataset-value';
import { navigationDatasets, readValueFrom, useDatasets } from '../hooks/use-datasets';
import { NavigationLink } from './navigation-link';
import classes from './panels.module.css';

/** A label and its value, formatted by value type; a spinner while missing; a link when it navigates. */
export function BasicField({ field }: { field: BasicFieldContent }) {
  const states = useDatasets([field.dataset, ...navigationDatasets(field.navigation)]);
  const readValue = readValueFrom(states);
  const shown = fieldValueOf(states[0], field.field);
  const card = field.style.type === 'card';
  const colors = ownValue(panelColorStyles, field.style.backgroundColor) ?? panelColorStyles[''];
  const style: CSSProperties | undefined =
    card && colors.background
      ? { background: colors.background, color: colors.text, borderColor: 'transparent' }
      : undefined;
  return (
    <div
      className={card ? `${classes.field} ${classes.card}` : classes.field}
      style={style}
      data-color={style ? '' : undefined}
    >
      <dt className={classes.fieldLabel}>{field.label}</dt>
      <dd className={classes.fieldValue} style={{ margin: 0 }}>
        {shown.kind === 'loading' && (
          <Loader size={14} color="#01696A" role="status" aria-label={messages.detailLoadingValue} />
        )}
        {shown.kind === 'none' && (
          <span className={classes.noValue} title={messages.detailNoValue}>
            –
          </span>
        )}
        {shown.kind === 'value' && (
          <NavigationLink navigation={field.navigation} readValue={readValue}>
            {formatValue(shown.value, field.valueType)}
          </NavigationLink>
        )}
      </dd>
    </div>
  );
}
