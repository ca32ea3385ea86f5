import { type Adapter, messages, type RestSettings } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import type { ProxyAdapter } from './adapter-types.ts';
import { defaultAdapter } from './default-adapter.ts';
import { fusionAdapter } from './fusion-adapter.ts';
import { jsonServerAdapter } from './jsonserver-adapter.ts';
import { odataAdapter } from './odata-adapter.ts';
import { oracleUnityAdapter } from './oracleunity-adapter.ts';
import { restAdapterFor } from './rest-adapter.ts';

const adapters: Record<Exclude<Adapter, 'rest'>, ProxyAdapter> = {
  default: defaultAdapter,
  fusion: fusionAdapter,
  oracleunity: oracleUnityAdapter,
  odata: odataAdapter,
  jsonserver: jsonServerAdapter,
};

/** The adapter of a server: a fixed convention, or the rest adapter built from its declared one. */
export function selectAdapter(server: { adapter: Adapter; rest?: RestSettings }): ProxyAdapter {
  if (server.adapter !== 'rest') return adapters[server.adapter] ?? defaultAdapter;
  // Saving refuses a rest server without conventions; a row edited by hand must not fall back silently.
  if (!server.rest) throw new AppError('upstream_invalid', messages.restSettingsRequired);
  return restAdapterFor(server.rest);
}
