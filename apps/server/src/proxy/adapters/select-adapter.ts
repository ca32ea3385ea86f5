import type { Adapter } from '@portal/contracts';
import type { ProxyAdapter } from './adapter-types.ts';
import { defaultAdapter } from './default-adapter.ts';
import { fusionAdapter } from './fusion-adapter.ts';
import { jsonServerAdapter } from './jsonserver-adapter.ts';
import { odataAdapter } from './odata-adapter.ts';
import { oracleUnityAdapter } from './oracleunity-adapter.ts';

const adapters: Record<Adapter, ProxyAdapter> = {
  default: defaultAdapter,
  fusion: fusionAdapter,
  oracleunity: oracleUnityAdapter,
  odata: odataAdapter,
  jsonserver: jsonServerAdapter,
};

export function selectAdapter(name: Adapter): ProxyAdapter {
  return adapters[name] ?? defaultAdapter;
}
