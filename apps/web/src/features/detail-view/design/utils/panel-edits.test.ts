import { describe, expect, it } from 'vitest';
import { checkFieldDraft, createPanel, type FieldDraft, guessValueType, putField } from './panel-edits';

const noNavigation = {
  destinationType: null,
  destination: null,
  dataset: null,
  field: null,
  destinationField: null,
  bindings: {},
};

describe('adding a panel', () => {
  it('needs a type, and a list dataset for a list panel', () => {
    expect(createPanel(null, '', null)).toEqual({
      ok: false,
      field: 'type',
      error: 'Please select a panel type',
    });
    expect(createPanel('list', 'Orders', null)).toEqual({
      ok: false,
      field: 'dataset',
      error: 'Please select a list dataset',
    });
  });

  it("is titled 'New Panel' unless named", () => {
    const basic = createPanel('basic', ' ', null);
    expect(basic.ok && basic.panel).toEqual({
      type: 'basic',
      title: 'New Panel',
      ui: { backgroundColor: '', bottomImage: '' },
      fields: [],
    });
    const list = createPanel('list', 'Orders', 'orders');
    expect(list.ok && list.panel.type === 'list' && list.panel.dataset).toBe('orders');
  });
});

describe('adding a field to a basic panel', () => {
  const draft: FieldDraft = {
    label: '',
    dataset: null,
    field: null,
    valueType: null,
    styleType: 'default',
    backgroundColor: '',
    navigation: noNavigation,
  };

  it('says each missing answer under its input', () => {
    expect(checkFieldDraft(draft)).toEqual({
      ok: false,
      errors: {
        label: 'Please select a label for the field',
        dataset: 'Please select a dataset to add the field from',
        field: 'Please select a field to add',
        valueType: 'Please select a value type for the field',
      },
    });
  });

  it('keeps a card colour only for cards', () => {
    const complete = { ...draft, label: 'City', dataset: 'city', field: 'name', valueType: 'text' as const };
    const field = checkFieldDraft({ ...complete, backgroundColor: 'Green' });
    expect(field.ok && field.field.style).toEqual({ type: 'default', backgroundColor: '' });
    const card = checkFieldDraft({ ...complete, styleType: 'card', backgroundColor: 'Green' });
    expect(card.ok && card.field.style).toEqual({ type: 'card', backgroundColor: 'Green' });
  });

  it('replaces the edited field or adds at the end', () => {
    const a = {
      label: 'A',
      dataset: 'main',
      field: 'a',
      valueType: 'text' as const,
      style: { type: 'default' as const, backgroundColor: '' as const },
    };
    const b = { ...a, label: 'B' };
    expect(putField([a], 0, b)).toEqual([b]);
    expect(putField([a], null, b)).toEqual([a, b]);
  });
});

describe('a value type from a sample', () => {
  it.each([
    [12.5, 'number'],
    ['2024-03-05', 'datenotime'],
    ['2024-03-05T10:00:00Z', 'datewithtime'],
    ['Rome', 'text'],
    [null, 'text'],
  ])('%s reads as %s', (sample, type) => {
    expect(guessValueType(sample)).toBe(type);
  });
});
