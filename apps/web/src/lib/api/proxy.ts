import type { ProxyCallBody } from '@portal/contracts';
import { client, ok } from '../api-client';

export type ProxyCall = Pick<ProxyCallBody, 'uuid' | 'view' | 'dataset' | 'urlVariables' | 'params'>;

/** POST /api/proxy's answer: the upstream's status and, on 200, its data. */
export type ProxyAnswer<Data = unknown> = { status: number; data?: Data };

/**
 * POST /api/proxy (DESIGN.md §6): every data call of the pages, the wizards' samples and design
 * mode's. A search or detail page's call names its page (and dataset), DESIGN.md §6c.
 */
export function callProxy<Data = unknown>(body: ProxyCall, signal?: AbortSignal): Promise<ProxyAnswer<Data>> {
  // The data is the upstream's, whose shape the caller knows.
  return ok(client.POST('/api/proxy', { body, signal })) as Promise<ProxyAnswer<Data>>;
}
