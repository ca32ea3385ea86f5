import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { messages, newPanelTitle } from '@portal/contracts';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { DesignDialog } from '../../../../components/design/design-dialog';
import { showToast } from '../../../../lib/toasts';
import { useDetailPage } from '../../hooks/detail-page-context';
import type { DesignDialogProps } from '../design-dialogs';
import { useDesignEdits } from '../hooks/use-design-edits';
import { createPanel, type PanelType } from '../utils/panel-edits';
import { RelatedPanelForm } from './related-panel-form';

const typeOptions = [
  { value: 'basic', label: 'Basic' },
  { value: 'list', label: 'List' },
];

/** SPEC.md Create Panels: a basic panel, or a list panel over a list dataset; the page's panels below. */
export function CreatePanelsDialog({ onDone, onCancel }: DesignDialogProps) {
  const page = useDetailPage();
  const { setMeta } = useDesignEdits();
  const [type, setType] = useState<PanelType | null>(null);
  const [title, setTitle] = useState('');
  const [dataset, setDataset] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ type?: string; dataset?: string }>({});
  const lists = page.content.metadata.datasets.filter((definition) => definition.datasetType === 'list');
  const { panels } = page.content.metacontent;

  const add = () => {
    const result = createPanel(type, title, type === 'list' ? dataset : null);
    if (!result.ok) {
      setErrors({ [result.field]: result.error });
      return;
    }
    setMeta((metacontent) => ({ panels: [...metacontent.panels, result.panel] }));
    setType(null);
    setTitle('');
    setDataset(null);
    setErrors({});
    showToast(messages.detailPanelAdded, 'success');
  };

  return (
    <DesignDialog title={messages.detailCreatePanels} opened onClose={onDone} onCancel={onCancel} size="lg">
      <Stack gap="sm">
        <RelatedPanelForm />
        <Divider />
        <Group grow align="flex-start">
          <Select
            label={messages.detailPanelType}
            placeholder={messages.detailPickPanelType}
            data={typeOptions}
            value={type}
            onChange={(next) => {
              setType(next as PanelType | null);
              setErrors({});
            }}
            error={errors.type}
            withAsterisk
          />
          <TextInput
            label={messages.detailPanelTitle}
            placeholder={newPanelTitle}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
        </Group>
        {type === 'list' && (
          <Select
            label={messages.detailListDataset}
            placeholder={lists.length === 0 ? messages.detailNoListDatasets : messages.detailPickDataset}
            data={lists.map((definition) => definition.name)}
            value={dataset}
            onChange={(next) => {
              setDataset(next);
              setErrors({});
            }}
            error={errors.dataset}
            withAsterisk
          />
        )}
        <Group justify="flex-end">
          <Button variant="light" onClick={add}>
            {messages.detailAddPanel}
          </Button>
        </Group>
        <Text fz="sm" fw={600}>
          {messages.detailPagePanels} ({panels.length})
        </Text>
        {panels.length === 0 ? (
          <Text fz="sm">{messages.detailNoPanels}</Text>
        ) : (
          <Table withTableBorder fz="sm" aria-label={messages.detailPagePanels}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{messages.detailPanelTitle}</Table.Th>
                <Table.Th>{messages.detailPanelType}</Table.Th>
                <Table.Th w="3rem">
                  <VisuallyHidden>{messages.detailEditPanel}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {panels.map((panel, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: panels have no identity but their place
                <Table.Tr key={index}>
                  <Table.Td>{panel.title}</Table.Td>
                  <Table.Td>{panel.type === 'list' ? `List (${panel.dataset})` : 'Basic'}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${messages.detailEditPanel} ${panel.title}`}
                      onClick={() => page.openDialog({ panel: index })}
                    >
                      <Pencil size={16} aria-hidden="true" />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </DesignDialog>
  );
}
