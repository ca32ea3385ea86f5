import type { RestDetectReply } from '@portal/contracts';
import { pagingValues, type RestField, type RestFormValues } from './rest-form-values';

/** The fields 'Detect' may change, so their old errors are cleared. */
export const detectedFields: RestField[] = [
  'rest.rows',
  'rest.pagingParam',
  'rest.pagingSize',
  'rest.cursorPath',
  'rest.totalPath',
];

/**
 * The form with what one sample answer suggested (docs/CONNECTING.md, 'Detect'): the rows path, the
 * total and, when the answer hinted at it, the paging; the preset, record path and templates stay.
 */
export function applyDetectedParts(values: RestFormValues, detected: RestDetectReply): RestFormValues {
  const { total, paging } = detected;
  return {
    ...values,
    rows: detected.rows,
    totalFrom: typeof total === 'string' ? total : 'body',
    totalPath: typeof total === 'string' ? '' : total.body,
    ...(paging ? { pagingStyle: paging.style, ...pagingValues(paging) } : {}),
  };
}
