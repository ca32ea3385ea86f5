export { defaultCredentials, demoOAuth2Auth, type SampleCredentials } from './auth-gate.ts';
export { fusionVersion } from './fusion-convention.ts';
export { type DataSet, type EntityName, entityNames, generateDataSet, type Row } from './generate-data.ts';
export {
  type SampleUpstream,
  type SampleUpstreamOptions,
  startSampleUpstream,
} from './start-sample-upstream.ts';
