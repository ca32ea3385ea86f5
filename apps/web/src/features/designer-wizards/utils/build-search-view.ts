import type { ViewCreateBody } from '@portal/contracts';

/** 'creditLimit', 'credit_limit' and 'credit-limit' all read 'Credit limit'. */
export function humanizeField(field: string): string {
  const words = field
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

export type SearchWizardAnswers = {
  serverId: string;
  endpointId: string;
  name: string;
  title: string;
  columns: string[];
  /** The chosen columns whose sample value was text: they become the page's text filters. */
  textFields: string[];
  groupId: string;
};

/** The new view as POST /api/views takes it: the chosen columns, searchable where they hold text. */
export function buildSearchView(answers: SearchWizardAnswers): ViewCreateBody {
  const textColumns = answers.columns.filter((field) => answers.textFields.includes(field));
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
      })),
      textFilters: textColumns.map((field) => ({ key: field, field, label: humanizeField(field) })),
      customFilters: [],
    },
    metadata: { server: answers.serverId, endpoint: answers.endpointId },
    groupUuid: answers.groupId,
  };
}
