import '../../../components/design/design-styles';
import { Badge, Button } from '@mantine/core';
import { messages } from '@portal/contracts';
import { type Dispatch, type SetStateAction, useMemo, useState } from 'react';
import classes from '../../../components/design/design.module.css';
import type { ViewOption } from '../api/get-my-views';
import type { Row, SearchMetacontent, ViewContent } from '../types';
import { EditColumnsDialog } from './edit-columns-dialog';
import { EditCustomFiltersDialog } from './edit-custom-filters-dialog';
import { EditTextFiltersDialog } from './edit-text-filters-dialog';
import { EditTitleDialog } from './edit-title-dialog';
import { collectFields } from './utils/edit-lists';

interface DesignPanelProps {
  content: ViewContent;
  onChange: Dispatch<SetStateAction<ViewContent>>;
  rows: readonly Row[];
  viewOptions: readonly ViewOption[];
}

type DialogName = 'text' | 'custom' | 'columns' | 'title';

/** Design mode's bar of dialogs; every edit shows on the page at once and is kept by 'Save & Exit'. */
export default function DesignPanel({ content, onChange, rows, viewOptions }: DesignPanelProps) {
  const [open, setOpen] = useState<DialogName | null>(null);
  const { metacontent } = content;
  const fields = useMemo(() => collectFields(metacontent.columns, rows), [metacontent.columns, rows]);
  const close = () => setOpen(null);
  const setMeta = (patch: Partial<SearchMetacontent>) =>
    onChange((current) => ({ ...current, metacontent: { ...current.metacontent, ...patch } }));

  const buttons: Array<[DialogName, string]> = [
    ['text', messages.searchEditTextFilters],
    ['custom', messages.searchEditCustomFilters],
    ['columns', messages.searchEditColumns],
    ['title', messages.searchEditTitleAndName],
  ];

  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not a form fieldset */}
      <div className={classes.toolbar} role="group" aria-label="Design mode">
        <Badge variant="filled">Design mode</Badge>
        {buttons.map(([name, label]) => (
          <Button key={name} size="xs" variant="default" onClick={() => setOpen(name)}>
            {label}
          </Button>
        ))}
      </div>
      <EditTextFiltersDialog
        opened={open === 'text'}
        onClose={close}
        filters={metacontent.textFilters}
        fields={fields}
        onChange={(textFilters) => setMeta({ textFilters })}
      />
      <EditCustomFiltersDialog
        opened={open === 'custom'}
        onClose={close}
        filters={metacontent.customFilters}
        fields={fields}
        onChange={(customFilters) => setMeta({ customFilters })}
      />
      <EditColumnsDialog
        opened={open === 'columns'}
        onClose={close}
        columns={metacontent.columns}
        fields={fields}
        viewOptions={viewOptions}
        onChange={(columns) => setMeta({ columns })}
      />
      <EditTitleDialog
        opened={open === 'title'}
        onClose={close}
        content={content}
        onTitle={(title) => setMeta({ title })}
        onName={(name) => onChange((current) => ({ ...current, name }))}
      />
    </>
  );
}
