import { Button, Group, Input, SegmentedControl, Select, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { type BasicField, messages, valueTypeLabels, valueTypes } from '@portal/contracts';
import { useId, useState } from 'react';
import { FieldPicker } from '../../../../components/design/field-picker';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useDatasetFields } from '../hooks/use-dataset-fields';
import { NavigationEditor } from '../navigation/navigation-editor';
import { navigationDraftOf } from '../utils/navigation-draft';
import {
  checkFieldDraft,
  type FieldDraft,
  type FieldDraftErrors,
  fieldDraftOf,
  labelOfField,
  valueTypeOfField,
} from '../utils/panel-edits';
import { ColorChoice } from './color-choice';

interface BasicFieldFormProps {
  /** The field being edited; undefined when adding one. */
  initial: BasicField | undefined;
  onSave: (field: BasicField) => void;
  onCancel: () => void;
}

/**
 * SPEC.md Add Field: tabs Config (label, dataset, field, value type), Navigation and Field UI. The
 * field list offers the dataset's loaded fields with their values; picking one fills an empty label
 * with its humanized name and the value type its value suggests.
 */
export function BasicFieldForm({ initial, onSave, onCancel }: BasicFieldFormProps) {
  const page = useDetailPage();
  const [draft, setDraft] = useState<FieldDraft>(() =>
    fieldDraftOf(initial, navigationDraftOf(initial?.navigation)),
  );
  const [navigation, setNavigation] = useState(initial?.navigation);
  const [errors, setErrors] = useState<FieldDraftErrors & { navigation?: string }>({});
  const [tab, setTab] = useState<string | null>('config');
  const [labelTouched, setLabelTouched] = useState(Boolean(initial));
  const styleLabel = useId();
  const fields = useDatasetFields(draft.dataset, draft.field ? [draft.field] : []);
  const datasets = page.content.metadata.datasets
    .filter((dataset) => dataset.datasetType !== 'list')
    .map((dataset) => dataset.name);
  const change = (patch: Partial<FieldDraft>, answered: Array<keyof FieldDraftErrors>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of answered) delete next[key];
      return next;
    });
  };

  const pickField = (field: string | null) => {
    const sample = fields.find((option) => option.field === field)?.sample;
    change(
      {
        field,
        ...(!labelTouched && field ? { label: labelOfField(field) } : {}),
        ...(field && !draft.valueType ? { valueType: valueTypeOfField(field, sample) } : {}),
      },
      ['field', 'label', 'valueType'],
    );
  };

  const save = () => {
    const checked = checkFieldDraft(draft);
    const savedDraft = navigationDraftOf(navigation);
    // Navigation edits not saved yet would be lost without a word: the designer decides first.
    const navigationPending =
      Boolean(draft.navigation.destination || navigation) &&
      JSON.stringify(draft.navigation) !== JSON.stringify(savedDraft);
    if (!checked.ok) {
      setErrors(checked.errors);
      setTab('config');
      return;
    }
    if (navigationPending) {
      setErrors({ navigation: messages.detailNavigationNotSaved });
      setTab('navigation');
      return;
    }
    onSave({ ...checked.field, ...(navigation ? { navigation } : {}) });
  };

  return (
    <Stack
      gap="sm"
      component="section"
      aria-label={initial ? messages.detailEditField : messages.detailAddField}
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="config">{messages.detailTabConfig}</Tabs.Tab>
          <Tabs.Tab value="navigation">{messages.detailTabNavigation}</Tabs.Tab>
          <Tabs.Tab value="ui">{messages.detailTabFieldUi}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="config" pt="md">
          <Stack gap="sm">
            <TextInput
              label={messages.detailFieldLabel}
              value={draft.label}
              onChange={(event) => {
                setLabelTouched(true);
                change({ label: event.currentTarget.value }, ['label']);
              }}
              error={errors.label}
              withAsterisk
              data-autofocus
            />
            <Group grow align="flex-start">
              <Select
                label={messages.detailDatasetLabel}
                placeholder={messages.detailPickDataset}
                data={datasets}
                value={draft.dataset}
                // SPEC.md §4 Field editor: a dataset change clears the field and the value type.
                onChange={(dataset) => change({ dataset, field: null, valueType: null }, ['dataset'])}
                error={errors.dataset}
                allowDeselect={false}
                withAsterisk
              />
              <FieldPicker
                label={messages.detailFieldField}
                fields={fields}
                value={draft.field}
                onChange={pickField}
                error={errors.field}
                disabled={!draft.dataset}
                withSample
                required
              />
            </Group>
            <Select
              label={messages.detailValueType}
              placeholder={messages.detailPickValueType}
              data={valueTypes.map((type) => ({ value: type, label: valueTypeLabels[type] }))}
              value={draft.valueType}
              onChange={(valueType) =>
                change({ valueType: valueType as FieldDraft['valueType'] }, ['valueType'])
              }
              error={errors.valueType}
              withAsterisk
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="navigation" pt="md">
          {errors.navigation && (
            <Text c="red.9" fz="sm" mb="xs" role="alert">
              {errors.navigation}
            </Text>
          )}
          <NavigationEditor
            draft={draft.navigation}
            onDraft={(next) => {
              setErrors(({ navigation: _answered, ...rest }) => rest);
              setDraft((current) => ({ ...current, navigation: next }));
            }}
            onSave={(next) => {
              setNavigation(next);
              setDraft((current) => ({ ...current, navigation: navigationDraftOf(next) }));
            }}
            types={['search', 'detail']}
            datasets={datasets}
          />
        </Tabs.Panel>
        <Tabs.Panel value="ui" pt="md">
          <Stack gap="md">
            <Stack gap={4}>
              <Input.Label id={styleLabel}>{messages.detailFieldStyle}</Input.Label>
              <SegmentedControl
                aria-labelledby={styleLabel}
                data={[
                  { value: 'default', label: messages.detailStyleDefault },
                  { value: 'card', label: messages.detailStyleCard },
                ]}
                value={draft.styleType}
                onChange={(value) => change({ styleType: value as FieldDraft['styleType'] }, [])}
                w="fit-content"
              />
            </Stack>
            {draft.styleType === 'card' && (
              <ColorChoice
                label={messages.detailCardColour}
                value={draft.backgroundColor}
                onChange={(backgroundColor) => change({ backgroundColor }, [])}
              />
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {messages.designCancel}
        </Button>
        <Button onClick={save}>{initial ? messages.detailUpdateField : messages.detailAddField}</Button>
      </Group>
    </Stack>
  );
}
