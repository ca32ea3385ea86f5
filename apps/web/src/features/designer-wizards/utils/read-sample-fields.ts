import { isQueryFieldName, messages, type ValueType } from '@portal/contracts';
import { inferValueType } from '../../../lib/infer-value-type';

export type SampleFields =
  | { ok: true; fields: string[]; textFields: string[]; valueTypes: Record<string, ValueType> }
  | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The main entity's fields, learned from the first record of one sample page. Only plain names with
 * a scalar value can be columns: nested objects and link lists cannot be shown in a cell, and the
 * server refuses names the upstream query languages cannot carry.
 */
export function readSampleFields(answer: unknown): SampleFields {
  // The proxy's own envelope: {status: 200, data: {value: [...]}}; anything else is unusable.
  const usable = isRecord(answer) && answer.status === 200 && isRecord(answer.data);
  const rows = usable ? (answer.data as Record<string, unknown>).value : undefined;
  if (!Array.isArray(rows) || rows.length === 0) return { ok: false, message: messages.wizardNoData };
  const [first] = rows;
  if (!isRecord(first)) return { ok: false, message: messages.invalidMainEntity };
  const scalar = Object.entries(first).filter(
    ([name, value]) => isQueryFieldName(name) && (value === null || typeof value !== 'object'),
  );
  if (scalar.length === 0) return { ok: false, message: messages.invalidMainEntity };
  return {
    ok: true,
    fields: scalar.map(([name]) => name),
    textFields: scalar.filter(([, value]) => typeof value === 'string').map(([name]) => name),
    valueTypes: Object.fromEntries(scalar.map(([name, value]) => [name, inferValueType(name, [value])])),
  };
}
