import { z } from 'zod';
import { limits } from './constants.ts';
import { contextualElement, datasetDefinition, detailPanel, detailTitle, valueTypes } from './detail-view.ts';
import { entityId, idParams } from './ids.ts';
import { messages } from './messages.ts';
import { queryAbilities } from './query-abilities.ts';
import { serverCapabilities } from './rest-preset-parts.ts';

export const viewTypes = ['search', 'detail'] as const;
export type ViewType = (typeof viewTypes)[number];

export const columnWidths = ['max-w-auto', 'max-w-24', 'max-w-40', 'max-w-80'] as const;
export type ColumnWidth = (typeof columnWidths)[number];
export const columnWidthLabels: Record<ColumnWidth, string> = {
  'max-w-auto': 'Auto',
  'max-w-24': 'Small',
  'max-w-40': 'Medium',
  'max-w-80': 'Large',
};
export const hideMobileOptions = ['', 'hidden'] as const;
export const hideMobileLabels: Record<(typeof hideMobileOptions)[number], string> = {
  '': 'No',
  hidden: 'Yes',
};

/*
 * The element schemas name what SPEC.md §3 fixes and keep any further keys: the search and detail
 * page issues tighten them (fields, destinations, dataset cycles) without losing what pages send.
 */
const text = z.string().max(limits.longText, `At most ${limits.longText} characters.`);
const uuidRef = entityId();

export const navigationVariable = z.looseObject({ field: text, value: text, dataset: text.optional() });
export const columnNavigation = z.looseObject({
  destination: uuidRef,
  destinationType: z.enum(['search', 'detail']),
  variables: z.array(navigationVariable).default([]),
});
export const column = z.looseObject({
  value: text,
  label: text,
  width: z.enum(columnWidths).default('max-w-auto'),
  hidemobile: z.enum(hideMobileOptions).default(''),
  navigation: columnNavigation.optional(),
  /** How the cells read (text, number, date, date and time); without it the page infers it from the rows. */
  valueType: z.enum(valueTypes).optional(),
});
export type Column = z.infer<typeof column>;

export const textFilterOption = z.looseObject({ key: text, field: text, label: text });

/**
 * SPEC.md §3 offers only 'Number' (equality, or a range when the upper value is on); 'Exact' keeps
 * the rows whose field equals one of the chosen `values` (DESIGN.md §7d), offered from `options`
 * (the schema's enum) or from the rows; `several` lets a person choose more than one at once.
 */
export const customFilterTypes = ['Number', 'Exact'] as const;
export type CustomFilterType = (typeof customFilterTypes)[number];
const exactValue = z.union([z.string().max(limits.longText), z.number(), z.boolean()]);
export const maxExactValues = 100;
export const customFilter = z.looseObject({
  field: text,
  label: text,
  type: z.enum(customFilterTypes),
  value: z.union([z.number(), z.string(), z.null()]).optional(),
  valueRange: z.union([z.number(), z.string(), z.null()]).optional(),
  isVisible: z.boolean().default(false),
  isVisibleRange: z.boolean().default(false),
  values: z.array(exactValue).max(maxExactValues).optional(),
  options: z.array(exactValue).max(maxExactValues).optional(),
  several: z.boolean().optional(),
});
export type CustomFilter = z.infer<typeof customFilter>;

// overwrite, not transform: the same schema also serializes answers, and zod cannot encode a transform.
const viewTitle = text.trim().overwrite((value) => value || messages.untitledView);

export const searchMetacontent = z.object({
  title: viewTitle,
  columns: z.array(column).default([]),
  textFilters: z.array(textFilterOption).default([]),
  customFilters: z.array(customFilter).default([]),
});
/** DESIGN.md §7a: the header, the contextual strip and the row of panels. */
export const detailMetacontent = z.object({
  title: detailTitle,
  contextual: z.array(contextualElement).max(50).default([]),
  panels: z.array(detailPanel).max(50).default([]),
});
export type DetailMetacontent = z.infer<typeof detailMetacontent>;

const metadataFields = {
  server: entityId(messages.serverNotSelected),
  endpoint: entityId(messages.endpointNotSelected),
};
export const searchMetadata = z.object(metadataFields);
export const detailMetadata = z.object({
  ...metadataFields,
  datasets: z.array(datasetDefinition).max(50).default([]),
});
export type DetailMetadata = z.infer<typeof detailMetadata>;

const viewName = z
  .string({ error: messages.viewNameRequired })
  .trim()
  .min(1, messages.viewNameRequired)
  .max(limits.shortText, `At most ${limits.shortText} characters.`);

const searchContent = {
  name: viewName,
  type: z.literal('search'),
  metacontent: searchMetacontent,
  metadata: searchMetadata,
};
const detailContent = {
  name: viewName,
  type: z.literal('detail'),
  metacontent: detailMetacontent,
  metadata: detailMetadata,
};
const typeError = { error: messages.invalidViewType };

/** A search page's and a detail page's content, as a create takes it (without a group). */
export const searchViewContent = z.object(searchContent);
export const detailViewContent = z.object(detailContent);

/** POST /api/views. groupUuid puts the new view in that group of the account. */
export const viewCreateBody = z.discriminatedUnion(
  'type',
  [
    z.object({ ...searchContent, groupUuid: entityId(messages.groupNotFound).optional() }),
    z.object({ ...detailContent, groupUuid: entityId(messages.groupNotFound).optional() }),
  ],
  typeError,
);
export type ViewCreateBody = z.infer<typeof viewCreateBody>;

/** PUT /api/views/{id}: the whole view with the version it was read at; a stale version answers 409. */
const version = z.number().int().min(1);
export const viewUpdateBody = z.discriminatedUnion(
  'type',
  [z.object({ ...searchContent, version }), z.object({ ...detailContent, version })],
  typeError,
);
export type ViewUpdateBody = z.infer<typeof viewUpdateBody>;

/**
 * GET /api/views/{id}: the pages its links lead to that no longer exist (DESIGN.md §7c), so that
 * every user who may open it sees those links inert ('This page was deleted'); absent when none.
 */
const deletedDestinations = z.array(z.string()).optional();

export const searchView = z.object({
  uuid: z.string(),
  ...searchContent,
  version,
  /**
   * GET /api/views/{id}: what the page's server can write (DESIGN.md §6a), so that the page offers
   * every user only that: no free text, sort or text filters where the server has none.
   */
  capabilities: serverCapabilities
    .extend({
      /** Where the page's endpoint has a known document: the fields it declares each kind of condition for. */
      declared: queryAbilities.optional(),
    })
    .optional(),
  deletedDestinations,
});
export const detailView = z.object({ uuid: z.string(), ...detailContent, version, deletedDestinations });
export const view = z.discriminatedUnion('type', [searchView, detailView]);
export type SearchView = z.infer<typeof searchView>;
export type DetailView = z.infer<typeof detailView>;
export type View = z.infer<typeof view>;

/** The all-views list of the group editor, and the nested view of group entries. */
export const viewSummary = z.object({ uuid: z.string(), name: z.string(), type: z.enum(viewTypes) });
export type ViewSummary = z.infer<typeof viewSummary>;

/** GET /api/myviews answers a list of these: the views of the caller's groups. */
export const myViewEntry = z.object({ beView: viewSummary });
export type MyViewEntry = z.infer<typeof myViewEntry>;

export const viewIdParams = idParams;
