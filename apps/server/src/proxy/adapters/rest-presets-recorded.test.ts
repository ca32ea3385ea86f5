import { restSettings } from '@portal/contracts';
import { describe } from 'vitest';
import { djangoRestFrameworkRequests } from '../../../test/proxy/documented-requests.ts';
import { itNormalizesRecordedAnswers } from '../../../test/proxy/recorded-cases.ts';
import { compareCodePoints } from '../../../test/proxy/rows-match-query.ts';
import { createRestAdapter } from './rest-adapter.ts';
import { resolveRestConvention } from './rest-presets.ts';

const adapterOf = (preset: 'django-rest-framework') =>
  createRestAdapter(resolveRestConvention(restSettings.parse({ preset })));

// Recorded by record-fixtures.ts from a real Django REST framework on SQLite, which orders text by
// code point; its search looks in every text field.
describe('django-rest-framework preset on answers recorded from a real Django REST framework', () => {
  itNormalizesRecordedAnswers(adapterOf('django-rest-framework'), 'rest-django-rest-framework', {
    totalOf: (recorded) => (recorded.body as { count: number }).count,
    compare: compareCodePoints,
    freeTextOverAllFields: true,
    documented: djangoRestFrameworkRequests,
  });
});
