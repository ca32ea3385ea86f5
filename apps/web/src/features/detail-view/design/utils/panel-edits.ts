import {
  type BasicField,
  type DetailPanel,
  isIdField,
  type ListFields,
  messages,
  newPanelTitle,
  type PanelColor,
  type ValueType,
} from '@portal/contracts';
import type { FieldOption } from '../../../../lib/field-options';
import { humanizeField } from '../../../../lib/humanize-field';
import type { NavigationDraft } from './navigation-draft';

export type PanelType = 'basic' | 'list';

const emptyListFields: ListFields = {
  line1: null,
  line2: null,
  line3: null,
  line4: null,
  symbolType: 'none',
  drilldown: false,
  drilldownFields: [],
};

/** A new panel (SPEC.md §5 Dataset or panel add), or which answer is missing and why. */
export function createPanel(
  type: PanelType | null,
  title: string,
  dataset: string | null,
): { ok: true; panel: DetailPanel } | { ok: false; field: 'type' | 'dataset'; error: string } {
  if (!type) return { ok: false, field: 'type', error: messages.detailSelectPanelType };
  const ui = { backgroundColor: '' as const, bottomImage: '' as const };
  const name = title.trim() || newPanelTitle;
  if (type === 'basic') return { ok: true, panel: { type, title: name, ui, fields: [] } };
  if (!dataset) return { ok: false, field: 'dataset', error: messages.detailSelectListDataset };
  return { ok: true, panel: { type, title: name, dataset, ui, fields: { ...emptyListFields } } };
}

/** The Add Field form's answers. */
export type FieldDraft = {
  label: string;
  dataset: string | null;
  field: string | null;
  valueType: ValueType | null;
  styleType: 'default' | 'card';
  backgroundColor: PanelColor;
  navigation: NavigationDraft;
};

export type FieldDraftErrors = Partial<Record<'label' | 'dataset' | 'field' | 'valueType', string>>;

export function fieldDraftOf(field: BasicField | undefined, navigation: NavigationDraft): FieldDraft {
  return {
    label: field?.label ?? '',
    dataset: field?.dataset ?? null,
    field: field?.field ?? null,
    valueType: field?.valueType ?? 'text',
    styleType: field?.style.type ?? 'default',
    backgroundColor: field?.style.backgroundColor ?? '',
    navigation,
  };
}

/** SPEC.md §5 Field add or update: each missing answer said under its own input. */
export function checkFieldDraft(
  draft: FieldDraft,
): { ok: true; field: Omit<BasicField, 'navigation'> } | { ok: false; errors: FieldDraftErrors } {
  const errors: FieldDraftErrors = {};
  if (!draft.label.trim()) errors.label = messages.detailSelectFieldLabel;
  if (!draft.dataset) errors.dataset = messages.detailSelectFieldDataset;
  if (!draft.field) errors.field = messages.detailSelectFieldToAdd;
  if (!draft.valueType) errors.valueType = messages.detailSelectValueType;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    field: {
      label: draft.label.trim(),
      dataset: draft.dataset!,
      field: draft.field!,
      valueType: draft.valueType!,
      style: {
        type: draft.styleType,
        backgroundColor: draft.styleType === 'card' ? draft.backgroundColor : '',
      },
    },
  };
}

/** A basic panel's fields, one replaced (index) or added at the end (null). */
export function putField(
  fields: readonly BasicField[],
  index: number | null,
  field: BasicField,
): BasicField[] {
  if (index === null || index >= fields.length) return [...fields, field];
  return fields.map((other, at) => (at === index ? field : other));
}

/** The value type a sample suggests: numbers, calendar dates, instants; text otherwise. */
export function guessValueType(sample: unknown): ValueType {
  if (typeof sample === 'number') return 'number';
  if (typeof sample !== 'string') return 'text';
  if (/^\d{4}-\d{2}-\d{2}$/.test(sample)) return 'datenotime';
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(sample)) return 'datewithtime';
  return 'text';
}

/** The value type a picked field gets: an id reads as text (no thousands separator), else as its value suggests. */
export const valueTypeOfField = (field: string, sample: unknown): ValueType =>
  isIdField(field.split('.').pop() ?? field) ? 'text' : guessValueType(sample);

/** The label a picked field gets: its own name (the last part of a nested one), made readable. */
export const labelOfField = (field: string) => humanizeField(field.split('.').pop() ?? field);

/** Fields picked together, each labelled and typed as the Add Field form would on its own. */
export function fieldsOfPicks(dataset: string, picks: readonly FieldOption[]): BasicField[] {
  return picks.map((pick) => ({
    label: labelOfField(pick.field),
    dataset,
    field: pick.field,
    valueType: valueTypeOfField(pick.field, pick.sample),
    style: { type: 'default', backgroundColor: '' },
  }));
}
