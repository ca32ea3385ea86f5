import { describeRestConformance } from '../testing/rest-conformance.ts';
import { startFeathers } from '../testing/start-feathers.ts';

describeRestConformance('Feathers 5 (Koa, memory service)', {
  start: startFeathers,
  rest: { preset: 'feathers' },
  contains: false,
  freeText: false,
});
