import { describeRestConformance } from '../../../test/proxy/rest-conformance.ts';
import { compareLocale } from '../../../test/proxy/rows-match-query.ts';
import { startJsonServer1 } from '../../../test/proxy/start-json-server-1.ts';

describeRestConformance('json-server 1.x', {
  start: startJsonServer1,
  rest: { preset: 'json-server-1' },
  contains: true,
  freeText: false,
  compare: compareLocale,
});
