import { NativeSelect, Stack } from '@mantine/core';
import { mainDatasetName, messages } from '@portal/contracts';
import { useEffect, useMemo, useState } from 'react';
import { formatValue } from '../../../lib/format-value';
import { humanizeField } from '../../../lib/humanize-field';
import { inferValueTypes } from '../../../lib/infer-value-type';
import { useDetailPage } from '../hooks/detail-page-context';
import { useEngineSnapshot } from '../hooks/use-datasets';
import classes from './panels.module.css';

/** SPEC.md: every field of a chosen record dataset as tiles; Escape goes back to the main view. */
export function DetailsView() {
  const { setMode } = useDetailPage();
  const snapshot = useEngineSnapshot();
  const records = Object.values(snapshot.datasets).filter(
    (state) => state.type !== 'list' && state.status === 'loaded' && state.data,
  );
  const [chosen, setChosen] = useState(mainDatasetName);
  const record = records.find((state) => state.name === chosen) ?? records[0];
  const data = record?.data as Record<string, unknown> | undefined;
  const valueTypes = useMemo(() => inferValueTypes(data ? [data] : []), [data]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setMode('main');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setMode]);

  if (!record) return <p>{messages.detailNoRecordDatasets}</p>;
  return (
    <Stack gap="sm" style={{ flex: 1, minHeight: 0 }}>
      <NativeSelect
        label={messages.detailDatasetLabel}
        value={record.name}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={records.map((state) => state.name)}
        maw={320}
      />
      <ul
        className={classes.tiles}
        aria-label={`${messages.detailDetails}: ${record.name}`}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {Object.entries(data ?? {}).map(([field, value]) => (
          <li key={field} className={classes.tile}>
            <div className={classes.fieldLabel}>{humanizeField(field)}</div>
            <div className={classes.fieldValue}>{formatValue(value, valueTypes.get(field))}</div>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
