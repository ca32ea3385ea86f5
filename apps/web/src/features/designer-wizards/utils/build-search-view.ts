import { ownValue, type ValueType, type ViewCreateBody } from '@portal/contracts';
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
};

/** The new view as POST /api/views takes it: the chosen columns, searchable where they hold text. */
export function buildSearchView(answers: SearchWizardAnswers): ViewCreateBody {
  const textColumns = answers.textSearch
    ? answers.columns.filter((field) => answers.textFields.includes(field))
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
      customFilters: [],
    },
    metadata: { server: answers.serverId, endpoint: answers.endpointId },
    groupUuid: answers.groupId,
  };
}
