import { describeRestConformance } from '../../../test/proxy/rest-conformance.ts';
import { startFeathers } from '../../../test/proxy/start-feathers.ts';

describeRestConformance('Feathers 5 (Koa, memory service)', {
  start: startFeathers,
  rest: { preset: 'feathers' },
  contains: false,
  freeText: false,
});
