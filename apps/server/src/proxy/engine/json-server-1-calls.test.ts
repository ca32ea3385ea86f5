import { describeRestConformance } from '../testing/rest-conformance.ts';
import { compareLocale } from '../testing/rows-match-query.ts';
import { startJsonServer1 } from '../testing/start-json-server-1.ts';

describeRestConformance('json-server 1.x', {
  start: startJsonServer1,
  rest: { preset: 'json-server-1' },
  contains: true,
  freeText: false,
  compare: compareLocale,
});
