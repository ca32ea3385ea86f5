import { z } from 'zod';

/**
 * What an API's own OpenAPI document says about one endpoint (DESIGN.md §7d), kept beside the
 * endpoint by the import: the fields of its rows (or of its record) in the schema's order, and its
 * declared query parameters with their values where the document lists them. Pages are proposed
 * from it, design screens offer filters and sorts from it, and the proxy refuses what it does not
 * declare. An endpoint made by hand has none.
 */

export const describedTypes = [
  'text',
  'integer',
  'number',
  'boolean',
  'date',
  'datetime',
  'object',
  'list',
] as const;
export type DescribedType = (typeof describedTypes)[number];

/** The most values of an enum kept: a longer list is not offered as choices. */
export const maxDescribedValues = 100;

const described = z.union([z.string().max(200), z.number(), z.boolean()]);
export type DescribedValue = z.infer<typeof described>;

export const describedField = z.object({
  name: z.string().min(1).max(200),
  type: z.enum(describedTypes),
  /** The schema's enum, when it has one. */
  values: z.array(described).max(maxDescribedValues).optional(),
});
export type DescribedField = z.infer<typeof describedField>;

export const describedParam = z.object({
  name: z.string().min(1).max(200),
  type: z.enum(describedTypes).optional(),
  /** The values the parameter takes, when the document lists them (an enum). */
  values: z.array(described).max(maxDescribedValues).optional(),
  /** The parameter takes several values, the key repeated (an array in the document): any of them matches. */
  multiple: z.boolean().optional(),
});
export type DescribedParam = z.infer<typeof describedParam>;

export const endpointDescription = z.object({
  fields: z.array(describedField).max(300),
  params: z.array(describedParam).max(100),
});
export type EndpointDescription = z.infer<typeof endpointDescription>;
