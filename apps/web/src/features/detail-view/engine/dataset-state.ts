import { type ConnectionServer, type DatasetDefinition, type DatasetType, messages } from '@portal/contracts';
import type { Row } from './read-field';
import type { LookupNote } from './read-lookup';
import type { DatasetRequest } from './resolve-request';

/**
 * - waiting: a dataset it reads from has not finished yet
 * - loading: its request is in flight
 * - loaded: its record (record, lookup) is here
 * - failed: its load failed; `error` says why
 * - unavailable: a value it needs is missing (`missing` names them), so it is never asked for
 * - ready: a list whose request is known; its rows are paged by whoever shows them
 */
export type DatasetStatus = 'waiting' | 'loading' | 'loaded' | 'failed' | 'unavailable' | 'ready';

export type DatasetState = {
  name: string;
  type: DatasetType;
  status: DatasetStatus;
  /** The request of the data shown or in flight; for a list, the request its pages extend. */
  request: DatasetRequest | null;
  key: string | null;
  /** The record of a record or lookup dataset (a lookup with no match: {}). */
  data: Row | null;
  note: LookupNote | null;
  error: string | null;
  /** Failed because the person must connect to this data server first (DESIGN.md §6d). */
  connectTo?: ConnectionServer;
  missing: string[];
};

export const initialDatasetState = (definition: DatasetDefinition): DatasetState => ({
  name: definition.name,
  type: definition.datasetType,
  status: 'waiting',
  request: null,
  key: null,
  data: null,
  note: null,
  error: null,
  missing: [],
});

/** A dataset has finished when nothing more will come without a change. */
export const isSettled = (state: DatasetState | undefined) =>
  state !== undefined && state.status !== 'waiting' && state.status !== 'loading';

/** SPEC.md §8: the server's message followed by ': {name}', or 'Error loading dataset: {name}'. */
export function describeDatasetError(name: string, error: unknown): string {
  const serverMessage = (error as { serverMessage?: unknown } | null)?.serverMessage;
  if (typeof serverMessage === 'string' && serverMessage) return `${serverMessage}: ${name}`;
  return `${messages.detailErrorLoadingDataset} ${name}`;
}
