import { describe, expect, it } from 'vitest';
import { buildDetailView } from './build-detail-view';

describe('the new detail view', () => {
  it('reads its main record with the page vars, shows the title field and labels the contextual fields', () => {
    const body = buildDetailView({
      serverId: 's1',
      serverName: 'CRM',
      endpointId: 'e1',
      variables: ['id'],
      name: ' Person ',
      titleField: 'lastName',
      contextual: ['email', 'creditLimit'],
      sample: { id: 3, lastName: 'Lovelace', email: 'ada@example.com', creditLimit: 500 },
      groupId: 'g1',
    });
    expect(body).toEqual({
      name: 'Person',
      type: 'detail',
      metacontent: {
        title: { dataset: 'main', field: 'lastName', value: 'Lovelace' },
        contextual: [
          { prefix: 'Email:', value: 'email', suffix: '' },
          { prefix: 'Credit limit:', value: 'creditLimit', suffix: '' },
        ],
        panels: [],
      },
      metadata: {
        server: 's1',
        endpoint: 'e1',
        datasets: [
          {
            name: 'main',
            datasetType: 'record',
            server: 's1',
            serverName: 'CRM',
            endpoint: 'e1',
            variables: [{ name: 'id' }],
          },
        ],
      },
      groupUuid: 'g1',
    });
  });
});
