import { Select, TextInput } from '@mantine/core';
import { messages } from '@portal/contracts';
import { DesignDialog } from '../../../components/design/design-dialog';
import { FieldPicker } from '../../../components/design/field-picker';
import { plainText } from '../../../lib/format-value';
import { settleName } from '../../../lib/settle-text';
import { readField } from '../engine/read-field';
import { useDetailPage } from '../hooks/detail-page-context';
import { useEngineSnapshot } from '../hooks/use-datasets';
import type { DesignDialogProps } from './design-dialogs';
import { useDatasetFields } from './hooks/use-dataset-fields';
import { useDesignEdits } from './hooks/use-design-edits';

/**
 * 'Edit title and name', opened from the title: the heading shows a field of a record or lookup
 * dataset, picked from its loaded fields; the page name left blank becomes 'Unnamed View'.
 */
export function EditTitleDialog({ onDone, onCancel }: DesignDialogProps) {
  const page = useDetailPage();
  const snapshot = useEngineSnapshot();
  const { setMeta, setName } = useDesignEdits();
  const { title } = page.content.metacontent;
  const records = page.content.metadata.datasets.filter((dataset) => dataset.datasetType !== 'list');
  const fields = useDatasetFields(title.dataset, title.field ? [title.field] : []);
  const chooseField = (field: string | null) => {
    const sample = readField(snapshot.datasets[title.dataset]?.data, field ?? '');
    setMeta(() => ({
      title: { dataset: title.dataset, field: field ?? '', value: plainText(sample) || undefined },
    }));
  };
  return (
    <DesignDialog
      title={messages.detailEditTitleAndName}
      opened
      onClose={onDone}
      onCancel={onCancel}
      size="lg"
    >
      <Select
        label={messages.detailTitleDataset}
        data={records.map((dataset) => dataset.name)}
        value={title.dataset}
        onChange={(dataset) => dataset && setMeta(() => ({ title: { dataset, field: '' } }))}
        allowDeselect={false}
      />
      <FieldPicker
        label={messages.detailTitleField}
        fields={fields}
        value={title.field || null}
        onChange={chooseField}
        withSample
        style={{}}
      />
      <TextInput
        label={messages.detailPageName}
        value={page.content.name}
        onChange={(event) => setName(event.currentTarget.value)}
        onBlur={(event) => setName(settleName(event.currentTarget.value))}
        data-autofocus
      />
    </DesignDialog>
  );
}
