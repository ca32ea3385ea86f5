// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { detailViewOf, renderInDetailPage } from '../../../../testing/render-in-detail-page';
import { useDetailPage } from '../../hooks/detail-page-context';
import { useEngineSnapshot } from '../../hooks/use-datasets';
import SampleRecordBar from './sample-record-bar';

const server = '00000000-0000-4000-8000-000000000051';
const ticketEndpoint = '00000000-0000-4000-8000-0000000000e1';
const ticketsEndpoint = '00000000-0000-4000-8000-0000000000e2';

const view = detailViewOf({
  name: 'Ticket',
  metacontent: { title: { dataset: 'main', field: 'subject' } },
  metadata: {
    server,
    endpoint: ticketEndpoint,
    datasets: [
      {
        name: 'main',
        datasetType: 'record',
        server,
        endpoint: ticketEndpoint,
        variables: [{ name: 'ticket_id' }],
      },
    ],
  },
});

const tickets = [
  { id: 31, subject: 'Printer jam' },
  { id: 32, subject: 'No network' },
];

/** The ticket desk behind the proxy; `withList` says whether a list of tickets exists. */
function portal(withList: boolean) {
  return fakeApi((call) => {
    if (call.path === `/api/servers/${server}/endpoints`)
      return {
        body: [
          {
            uuid: ticketEndpoint,
            name: 'Ticket',
            settings: { url: 'tickets/$(ticket_id)', response: 'record' },
          },
          ...(withList
            ? [{ uuid: ticketsEndpoint, name: 'Tickets', settings: { url: 'tickets', response: 'list' } }]
            : []),
        ],
      };
    if (call.path !== '/api/proxy') return undefined;
    const { uuid, urlVariables } = call.body as { uuid: string; urlVariables: Record<string, unknown> };
    if (uuid === ticketsEndpoint) return { body: { status: 200, data: { value: tickets, totalResults: 2 } } };
    const ticket = tickets.find((one) => String(one.id) === String(urlVariables.ticket_id));
    if (uuid === ticketEndpoint && ticket) return { body: { status: 200, data: ticket } };
    return undefined;
  });
}

/** The subject of the record the page shows now. */
function Subject() {
  const { datasets } = useEngineSnapshot();
  const { vars } = useDetailPage();
  return (
    <output data-testid="shown">
      {String(datasets.main?.data?.subject ?? '')} {JSON.stringify(vars)}
    </output>
  );
}

const shown = () => screen.getByTestId('shown').textContent;

describe('a page opened without a record', { timeout: 30_000 }, () => {
  it("shows the first row of its endpoint's list, says it is a sample, and shows an id typed in instead", async () => {
    portal(true);
    const { user } = renderInDetailPage(
      <>
        <SampleRecordBar />
        <Subject />
      </>,
      { view },
    );
    await waitFor(() => expect(shown()).toBe('Printer jam {"ticket_id":31}'));
    const bar = screen.getAllByRole('status').find((one) => one.textContent?.startsWith('Sample record'))!;
    expect(bar.textContent).toContain(
      'This page was opened without a record, so it shows the first record of Tickets.',
    );
    await user.type(screen.getByRole('textbox', { name: 'Record to show: ticket_id' }), '32');
    await user.click(screen.getByRole('button', { name: 'Show record' }));
    await waitFor(() => expect(shown()).toBe('No network {"ticket_id":"32"}'));
    expect(bar.textContent).toContain('it shows the record you chose');
  });

  it('asks for an id when no list holds its records', async () => {
    portal(false);
    const { user } = renderInDetailPage(
      <>
        <SampleRecordBar />
        <Subject />
      </>,
      { view },
    );
    expect(
      await screen.findByText(/No sample record could be found: type the id of a record to design on./),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Show record' }));
    expect(screen.getByText('Type an id')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Record to show: ticket_id' }), '31');
    await user.click(screen.getByRole('button', { name: 'Show record' }));
    await waitFor(() => expect(shown()).toBe('Printer jam {"ticket_id":"31"}'));
  });
});
