import '../../../components/design/design-styles';
import { Button, Text } from '@mantine/core';
import { type CustomFilterType, messages } from '@portal/contracts';
import { type Dispatch, type SetStateAction, useMemo, useRef, useState } from 'react';
import { DesignToolbar } from '../../../components/design/design-toolbar';
import { LeaveGuard } from '../../../components/design/leave-guard';
import { useEndpointAbilities } from '../../../lib/api/endpoint-abilities';
import { useServerCapabilities } from '../api/get-server-capabilities';
import type { ViewOption } from '../api/get-view-options';
import type { Row, SearchMetacontent, SearchMetadata, ViewContent } from '../types';
import { DataSourceDialog } from './data-source-dialog';
import { EditColumnsDialog } from './edit-columns-dialog';
import { EditCustomFiltersDialog } from './edit-custom-filters-dialog';
import { EditTextFiltersDialog } from './edit-text-filters-dialog';
import { EditTitleDialog } from './edit-title-dialog';
import { collectFields, numericFields } from './utils/edit-lists';

interface DesignPanelProps {
  viewUuid: string;
  /** The page's data source; its server decides what design mode offers (what its conventions write). */
  metadata: SearchMetadata;
  onMetadata: (metadata: SearchMetadata) => void;
  content: ViewContent;
  onChange: Dispatch<SetStateAction<ViewContent>>;
  rows: readonly Row[];
  /** The account's pages a navigation may lead to; undefined while they load. */
  viewOptions: readonly ViewOption[] | undefined;
  dirty: boolean;
  saving: boolean;
  onSaveAndExit: () => void;
  onDiscardAndExit: () => void;
}

type DialogName = 'source' | 'text' | 'custom' | 'columns' | 'title';

/**
 * Design mode's bar of dialogs; every edit shows on the page at once and is kept by 'Save & Exit'.
 * A dialog's Cancel puts back the view as it was when the dialog opened.
 */
export default function DesignPanel(props: DesignPanelProps) {
  const { content, onChange, rows, viewOptions } = props;
  const capabilities = useServerCapabilities(props.metadata.server);
  // Where the endpoint's OpenAPI document is known, what it does not declare is flagged (DESIGN.md §7d).
  const endpoint = useEndpointAbilities(props.metadata.server, props.metadata.endpoint);
  const [open, setOpen] = useState<DialogName | null>(null);
  const before = useRef(content);
  const { metacontent } = content;
  const fields = useMemo(() => collectFields(metacontent.columns, rows), [metacontent.columns, rows]);
  const show = (name: DialogName) => {
    before.current = content;
    setOpen(name);
  };
  // Number filters are offered only the fields the loaded rows show as numbers.
  const numbers = useMemo(() => {
    const numeric = new Set(numericFields(rows));
    return fields.filter((option) => numeric.has(option.field));
  }, [fields, rows]);
  const close = () => setOpen(null);
  const cancel = () => {
    onChange(before.current);
    setOpen(null);
  };
  const setMeta = (patch: Partial<SearchMetacontent>) =>
    onChange((current) => ({ ...current, metacontent: { ...current.metacontent, ...patch } }));

  // What the server's conventions cannot write is not offered (DESIGN.md §6a); the button says why.
  const held: Partial<Record<DialogName, string>> = {
    ...(capabilities.contains ? {} : { text: messages.designNoTextSearch }),
    ...(capabilities.numberRange || capabilities.exactMatch ? {} : { custom: messages.designNoNumberRange }),
  };
  const filterTypes: CustomFilterType[] = [
    ...(capabilities.numberRange ? (['Number'] as const) : []),
    ...(capabilities.exactMatch ? (['Exact'] as const) : []),
  ];
  const buttons: Array<[DialogName, string]> = [
    ['source', messages.searchDataSource],
    ['text', messages.searchEditTextFilters],
    ['custom', messages.searchEditCustomFilters],
    ['columns', messages.searchEditColumns],
    ['title', messages.searchEditTitleAndName],
  ];
  const reasons = Object.values(held);

  return (
    <>
      <DesignToolbar
        dirty={props.dirty}
        saving={props.saving}
        onSaveAndExit={props.onSaveAndExit}
        onDiscardAndExit={props.onDiscardAndExit}
      >
        {buttons.map(([name, label]) => (
          <Button
            key={name}
            size="xs"
            variant="default"
            onClick={() => show(name)}
            disabled={Boolean(held[name])}
            aria-describedby={held[name] ? `design-held-${name}` : undefined}
          >
            {label}
          </Button>
        ))}
      </DesignToolbar>
      {reasons.length > 0 && (
        <Text fz="xs" c="dimmed" mt={4}>
          {(Object.entries(held) as Array<[DialogName, string]>).map(([name, reason]) => (
            <span key={name} id={`design-held-${name}`}>
              {reason}{' '}
            </span>
          ))}
        </Text>
      )}
      <LeaveGuard dirty={props.dirty} />
      <EditTextFiltersDialog
        opened={open === 'text'}
        onClose={close}
        onCancel={cancel}
        filters={metacontent.textFilters}
        fields={fields}
        abilities={endpoint.abilities}
        onChange={(textFilters) => setMeta({ textFilters })}
      />
      <EditCustomFiltersDialog
        opened={open === 'custom'}
        onClose={close}
        onCancel={cancel}
        filters={metacontent.customFilters}
        fields={{ Number: numbers, Exact: fields }}
        types={filterTypes}
        endpoint={endpoint}
        onChange={(customFilters) => setMeta({ customFilters })}
      />
      <EditColumnsDialog
        opened={open === 'columns'}
        onClose={close}
        onCancel={cancel}
        columns={metacontent.columns}
        fields={fields}
        rows={rows}
        viewOptions={viewOptions}
        abilities={endpoint.abilities}
        onChange={(columns) => setMeta({ columns })}
      />
      <DataSourceDialog
        opened={open === 'source'}
        onClose={close}
        viewUuid={props.viewUuid}
        metadata={props.metadata}
        metacontent={metacontent}
        onApply={(metadata, next) => {
          props.onMetadata(metadata);
          setMeta(next);
        }}
      />
      <EditTitleDialog
        opened={open === 'title'}
        onClose={close}
        onCancel={cancel}
        content={content}
        onTitle={(title) => setMeta({ title })}
        onName={(name) => onChange((current) => ({ ...current, name }))}
      />
    </>
  );
}
