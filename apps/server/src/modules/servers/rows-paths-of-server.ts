import { oracleUnityRowsPaths } from '../../proxy/adapters/oracleunity-adapter.ts';
import { resolveRestConvention } from '../../proxy/adapters/rest-presets.ts';
import type { StoredServerSettings } from './server-repository.ts';

/** Where each adapter looks for the rows of a list answer besides the whole answer (''). */
export function rowsPathsOfServer(settings: StoredServerSettings): readonly string[] {
  switch (settings.adapter) {
    case 'rest':
      return settings.rest ? [resolveRestConvention(settings.rest).rows] : [''];
    case 'default':
      return ['', 'value'];
    case 'odata':
      return ['value'];
    case 'fusion':
      return ['items'];
    case 'jsonserver':
      return [''];
    case 'oracleunity':
      return ['', ...oracleUnityRowsPaths];
  }
}
