import { ownValue, type ValueType, type ViewCreateBody } from '@portal/contracts';
import type { EndpointAbilities } from '../../../lib/api/endpoint-abilities';
import { newExactFilter } from '../../../lib/declared-conditions';
import { humanizeField } from '../../../lib/humanize-field';

export type SearchWizardAnswers = {
  serverId: string;
  endpointId: string;
  name: string;
  title: string;
  columns: string[];
  /** The chosen columns whose sample value was text: they become the page's text filters. */
  textFields: string[];
  /** How each field reads, judged from the sample. */
  valueTypes: Record<string, ValueType>;
  groupId: string;
  /** Whether the server's conventions can search text in a field (DESIGN.md §6a); else no text filters. */
  textSearch: boolean;
  /** The fields given an exact filter, its values picked by each person. */
  exactFilters?: string[];
  /** What the endpoint's OpenAPI document declares and says of its fields, when known (DESIGN.md §7d). */
  endpoint?: EndpointAbilities;
};

/** The new view as POST /api/views takes it: the chosen columns, searchable where they hold text. */
export function buildSearchView(answers: SearchWizardAnswers): ViewCreateBody {
  const searchable = answers.endpoint?.abilities?.contains;
  // Where the document is known, a text column the endpoint cannot search makes no text filter.
  const textColumns = answers.textSearch
    ? answers.columns.filter(
        (field) => answers.textFields.includes(field) && (!searchable || searchable.includes(field)),
      )
    : [];
  return {
    name: answers.name.trim(),
    type: 'search',
    metacontent: {
      title: answers.title.trim(),
      columns: answers.columns.map((field) => ({
        value: field,
        label: humanizeField(field),
        width: 'max-w-auto',
        hidemobile: '',
        valueType: ownValue(answers.valueTypes, field) ?? 'text',
      })),
      textFilters: textColumns.map((field) => ({ key: field, field, label: humanizeField(field) })),
      customFilters: (answers.exactFilters ?? []).map((field) =>
        newExactFilter(field, '', answers.endpoint?.described, answers.endpoint?.abilities),
      ),
    },
    metadata: { server: answers.serverId, endpoint: answers.endpointId },
    groupUuid: answers.groupId,
  };
}
