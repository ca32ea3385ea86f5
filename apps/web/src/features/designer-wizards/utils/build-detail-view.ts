import { mainDatasetName, ownValue, type ViewCreateBody } from '@portal/contracts';
import { plainText } from '../../../lib/format-value';
import { humanizeField } from '../../../lib/humanize-field';

export type DetailWizardAnswers = {
  serverId: string;
  serverName: string;
  endpointId: string;
  /** The $(name) variables of the endpoint's URL. */
  variables: string[];
  name: string;
  titleField: string;
  contextual: string[];
  sample: Record<string, unknown>;
  groupId: string;
};

/**
 * The new detail view as POST /api/views takes it: its main dataset reads the record endpoint with
 * the page's vars (a variable bound to nothing takes vars[name]), the title shows the chosen field,
 * and each contextual field is labelled with its humanized name.
 */
export function buildDetailView(answers: DetailWizardAnswers): ViewCreateBody {
  return {
    name: answers.name.trim(),
    type: 'detail',
    metacontent: {
      title: {
        dataset: mainDatasetName,
        field: answers.titleField,
        value: plainText(ownValue(answers.sample, answers.titleField)),
      },
      contextual: answers.contextual.map((field) => ({
        prefix: `${humanizeField(field)}:`,
        value: field,
        suffix: '',
      })),
      panels: [],
    },
    metadata: {
      server: answers.serverId,
      endpoint: answers.endpointId,
      datasets: [
        {
          name: mainDatasetName,
          datasetType: 'record',
          server: answers.serverId,
          serverName: answers.serverName,
          endpoint: answers.endpointId,
          variables: answers.variables.map((name) => ({ name })),
        },
      ],
    },
    groupUuid: answers.groupId,
  };
}
