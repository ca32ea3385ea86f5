import { z } from 'zod';
import { limits, mainDatasetName } from './constants.ts';
import { entityId } from './ids.ts';
import { messages } from './messages.ts';
import { queryFieldName } from './query-field-name.ts';

/*
 * The detail view's wire shape, exactly as DESIGN.md §7a fixes it (names from SPEC.md §3). The
 * server validates saves with it, the web app renders and edits what it describes, tests build it.
 */

const tooLong = (max: number) => `At most ${max} characters.`;
const text = z.string().max(limits.longText, tooLong(limits.longText));
/** An id of the account's servers, endpoints or views (DESIGN.md §3: UUIDs). */
const reference = entityId();
/** A key of a loaded record; it is only read, so any non-empty text is a field. */
const recordField = z
  .string()
  .min(1, 'A field name is required.')
  .max(limits.shortText, tooLong(limits.shortText));
/** A field that travels into an upstream query (params.filters), so only plain names pass. */
const queryField = queryFieldName;

export const datasetTypes = ['record', 'list', 'lookup'] as const;
export type DatasetType = (typeof datasetTypes)[number];
export const datasetTypeLabels: Record<DatasetType, string> = {
  record: 'Record',
  list: 'List',
  lookup: 'Look Up First',
};

export const datasetName = z
  .string({ error: 'A dataset name is required.' })
  .trim()
  .min(1, 'A dataset name is required.')
  .max(100, tooLong(100))
  .regex(/^[^\\/]+$/, 'A dataset name may not contain a slash or a backslash.');

/**
 * A $(name) of the endpoint URL, bound to a field of another dataset, to a fixed value, or to
 * neither: then the page's vars[name] fills it.
 */
export const datasetVariable = z.object({
  name: z.string().min(1).max(limits.shortText),
  dataset: datasetName.optional(),
  field: recordField.optional(),
  value: text.optional(),
});
export type DatasetVariable = z.infer<typeof datasetVariable>;

/** List and lookup: the rows whose filterField equals parentDataset.parentField. */
export const datasetParams = z.object({
  filterField: queryField,
  parentDataset: datasetName,
  parentField: recordField,
});
export type DatasetParams = z.infer<typeof datasetParams>;

export const datasetDefinition = z.object({
  name: datasetName,
  datasetType: z.enum(datasetTypes),
  server: reference,
  serverName: z.string().max(limits.shortText).default(''),
  endpoint: reference,
  variables: z.array(datasetVariable).max(50).default([]),
  params: datasetParams.optional(),
});
export type DatasetDefinition = z.infer<typeof datasetDefinition>;

export const navigationDestinationTypes = ['search', 'detail'] as const;
export type NavigationDestinationType = (typeof navigationDestinationTypes)[number];

/** Detail navigation: destination variable `field` <- `dataset`.`value`. */
export const detailNavigationVariable = z.object({
  field: z.string().min(1).max(limits.shortText),
  dataset: datasetName,
  value: recordField,
});

export const navigation = z.object({
  destinationType: z.enum(navigationDestinationTypes),
  /** A view uuid of the account. */
  destination: reference,
  /** Search: the dataset and field whose value becomes the search entry. */
  dataset: datasetName.optional(),
  field: recordField.optional(),
  /**
   * Search (DESIGN.md §7c): the destination's field that must equal the value. Without it a list
   * panel's 'Go to search view' filters by its dataset's filter field, anything else by `field`.
   */
  destinationField: queryField.optional(),
  /** Detail: how the destination's vars are filled. */
  variables: z.array(detailNavigationVariable).max(50).optional(),
});
export type Navigation = z.infer<typeof navigation>;

export const panelColors = ['', 'Gray', 'Dark Blue', 'Green', 'Orange'] as const;
export type PanelColor = (typeof panelColors)[number];
/**
 * SPEC.md §3: the background colour and the text colour that reads on it. SPEC.md gives Orange
 * white text, but white on that orange is 2.7:1, below WCAG AA's 4.5:1; black reads at 7.8:1.
 */
export const panelColorStyles: Record<PanelColor, { label: string; background: string; text: string }> = {
  '': { label: 'Default', background: '', text: '' },
  Gray: { label: 'Gray', background: '#D4D8D8CC', text: '#303d50' },
  'Dark Blue': { label: 'Dark Blue', background: '#0E1E25CC', text: '#ffffff' },
  Green: { label: 'Green', background: '#025758CC', text: '#ffffff' },
  Orange: { label: 'Orange', background: '#FA5607CC', text: '#000000' },
};
export const bottomImages = ['', 'panel_bottom_1.png', 'panel_bottom_2.png'] as const;
export type BottomImage = (typeof bottomImages)[number];
export const bottomImageLabels: Record<BottomImage, string> = {
  '': 'Default',
  'panel_bottom_1.png': 'Pulse',
  'panel_bottom_2.png': 'Blue',
};

/** A colour or image of a saved view is one of the known names; the refusal names what was sent. */
const knownColor = z.enum(panelColors, {
  error: (issue) => `${messages.detailColorUnknown} ${JSON.stringify(issue.input)}`,
});
const knownBottomImage = z.enum(bottomImages, {
  error: (issue) => `${messages.detailBottomImageUnknown} ${JSON.stringify(issue.input)}`,
});

export const panelUi = z.object({
  backgroundColor: knownColor.default(''),
  bottomImage: knownBottomImage.default(''),
});
export type PanelUi = z.infer<typeof panelUi>;

export const valueTypes = ['text', 'number', 'datenotime', 'datewithtime'] as const;
export type ValueType = (typeof valueTypes)[number];
export const valueTypeLabels: Record<ValueType, string> = {
  text: 'Text',
  number: 'Number',
  datenotime: 'Date',
  datewithtime: 'Date and time',
};
export const fieldStyleTypes = ['default', 'card'] as const;

export const basicField = z.object({
  label: text,
  dataset: datasetName,
  field: recordField,
  valueType: z.enum(valueTypes).default('text'),
  navigation: navigation.optional(),
  style: z
    .object({
      type: z.enum(fieldStyleTypes).default('default'),
      backgroundColor: knownColor.default(''),
    })
    .default({ type: 'default', backgroundColor: '' }),
});
export type BasicField = z.infer<typeof basicField>;

export const listLine = z.object({
  label: text.optional(),
  field: recordField,
  navigation: navigation.optional(),
});
export type ListLine = z.infer<typeof listLine>;

export const symbolTypes = ['none', 'icon', 'initials'] as const;
export type SymbolType = (typeof symbolTypes)[number];
export const defaultIconColor = '#000000';
/** The icons a list panel may show, by the names designers pick (the web app draws each). */
export const listIconNames = [
  'user',
  'users',
  'building',
  'briefcase',
  'package',
  'box',
  'shopping-cart',
  'truck',
  'phone',
  'mail',
  'map-pin',
  'calendar',
  'file-text',
  'credit-card',
  'tag',
  'star',
  'heart',
] as const;
export type ListIconName = (typeof listIconNames)[number];
const knownIcon = z.enum(listIconNames, {
  error: (issue) => `${messages.detailIconUnknown} ${JSON.stringify(issue.input)}`,
});
const hexColor = z.string().regex(/^#[0-9a-fA-F]{3,8}$/, 'A colour is written #rrggbb.');

export const listFields = z.object({
  line1: listLine.nullable().default(null),
  line2: listLine.nullable().default(null),
  line3: listLine.nullable().default(null),
  line4: listLine.nullable().default(null),
  symbolType: z.enum(symbolTypes).default('none'),
  icon: knownIcon.optional(),
  iconColor: hexColor.optional(),
  drilldown: z.boolean().default(false),
  drilldownFields: z.array(recordField).max(200).default([]),
  navigationPage: z.object({ navigation }).optional(),
});
export type ListFields = z.infer<typeof listFields>;
export const listLineKeys = ['line1', 'line2', 'line3', 'line4'] as const;

export const newPanelTitle = 'New Panel';
const panelTitle = text.default(newPanelTitle);

export const basicPanel = z.object({
  type: z.literal('basic'),
  title: panelTitle,
  ui: panelUi.default({ backgroundColor: '', bottomImage: '' }),
  fields: z.array(basicField).max(200).default([]),
});
export const listPanel = z.object({
  type: z.literal('list'),
  title: panelTitle,
  /** The list dataset whose rows the panel shows. */
  dataset: datasetName,
  ui: panelUi.default({ backgroundColor: '', bottomImage: '' }),
  fields: listFields.default({
    line1: null,
    line2: null,
    line3: null,
    line4: null,
    symbolType: 'none',
    drilldown: false,
    drilldownFields: [],
  }),
});
export const detailPanel = z.discriminatedUnion('type', [basicPanel, listPanel], {
  error: 'A panel type is basic or list.',
});
export type BasicPanel = z.infer<typeof basicPanel>;
export type ListPanel = z.infer<typeof listPanel>;
export type DetailPanel = z.infer<typeof detailPanel>;

/** The header shows the value of `field` in `dataset`; `value` is the designer's sample. */
export const detailTitle = z.object({
  dataset: datasetName.default(mainDatasetName),
  field: z.string().max(limits.shortText).default(''),
  value: text.optional(),
});
export type DetailTitle = z.infer<typeof detailTitle>;

export const contextualElement = z.object({
  prefix: text.default(''),
  /** A field of main. */
  value: recordField,
  suffix: text.default(''),
});
export type ContextualElement = z.infer<typeof contextualElement>;
