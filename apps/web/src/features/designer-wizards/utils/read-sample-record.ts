import { messages } from '@portal/contracts';

export type SampleRecord = { ok: true; record: Record<string, unknown> } | { ok: false; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The record of the proxy's reply {status: 200, data}: an object with at least one field, or a list
 * holding exactly one (some servers answer a record that way); anything else is unusable.
 */
export function readSampleRecord(answer: unknown): SampleRecord {
  if (!isRecord(answer) || answer.status !== 200) return { ok: false, message: messages.wizardNoData };
  let { data } = answer;
  if (isRecord(data) && Array.isArray(data.value)) data = data.value;
  if (Array.isArray(data) && data.length === 1) [data] = data;
  if (!isRecord(data) || Object.keys(data).length === 0) return { ok: false, message: messages.wizardNoData };
  return { ok: true, record: data };
}
