// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../../testing/fake-api';
import { detailViewOf, renderInDetailPage } from '../../../../testing/render-in-detail-page';
import { useDetailPage } from '../../hooks/detail-page-context';
import { RelatedPanelForm } from './related-panel-form';

const server = '00000000-0000-4000-8000-000000000051';
const ticketEndpoint = '00000000-0000-4000-8000-0000000000e1';
const customerEndpoint = '00000000-0000-4000-8000-0000000000e2';
const customerPage = '00000000-0000-4000-8000-0000000000b2';

const endpoint = (uuid: string, name: string, url: string, response: string) => ({
  uuid,
  name,
  settings: { url, method: 'GET', response, params: [] },
});

const mainOver = (endpointUuid: string) => ({
  server,
  endpoint: endpointUuid,
  datasets: [
    { name: 'main', datasetType: 'record', server, endpoint: endpointUuid, variables: [{ name: 'id' }] },
  ],
});

const ticketView = detailViewOf({
  name: 'Ticket',
  metacontent: { title: { dataset: 'main', field: 'subject' } },
  metadata: mainOver(ticketEndpoint),
});

/** The portal's server: the ticket desk's endpoints, a Customer page, and the data behind the proxy. */
function portal(withCustomerPage: boolean) {
  return fakeApi((call) => {
    if (call.path === `/api/servers/${server}/endpoints`)
      return {
        body: [
          endpoint(ticketEndpoint, 'Ticket', 'tickets/$(id)', 'record'),
          endpoint(customerEndpoint, 'Customer', 'customers/$(customer_id)', 'record'),
          endpoint('00000000-0000-4000-8000-0000000000e3', 'Tickets', 'tickets', 'list'),
        ],
      };
    if (call.path === '/api/views')
      return {
        body: [
          { uuid: ticketView.uuid, name: 'Ticket', type: 'detail' },
          ...(withCustomerPage ? [{ uuid: customerPage, name: 'Customer', type: 'detail' }] : []),
        ],
      };
    if (call.path === `/api/views/${customerPage}`)
      return {
        body: detailViewOf({
          uuid: customerPage,
          name: 'Customer',
          metacontent: { title: { dataset: 'main', field: 'name' } },
          metadata: {
            ...mainOver(customerEndpoint),
            datasets: [
              {
                name: 'main',
                datasetType: 'record',
                server,
                endpoint: customerEndpoint,
                variables: [{ name: 'customer_id' }],
              },
            ],
          },
        }),
      };
    if (call.path !== '/api/proxy') return undefined;
    const { uuid, urlVariables } = call.body as { uuid: string; urlVariables: Record<string, unknown> };
    if (uuid === ticketEndpoint)
      return { body: { status: 200, data: { id: 12, subject: 'Printer jam', customer_id: 4, hours: 3 } } };
    if (uuid === customerEndpoint && urlVariables.customer_id === 4)
      return {
        body: {
          status: 200,
          data: {
            customer_id: 4,
            name: 'Acme',
            credit: 1200,
            since: '2019-04-01',
            address: { city: 'Oslo' },
          },
        },
      };
    return undefined;
  });
}

/** What design mode holds now: the page's datasets and panels as it would save them. */
function Content() {
  const page = useDetailPage();
  return <output data-testid="content">{JSON.stringify(page.content)}</output>;
}

const content = () => JSON.parse(screen.getByTestId('content').textContent ?? '{}');

function renderForm() {
  return renderInDetailPage(
    <>
      <RelatedPanelForm />
      <Content />
    </>,
    { view: ticketView, vars: { id: 12 } },
  );
}

describe("a related record's panel", { timeout: 30_000 }, () => {
  it("offers the record's id fields that a record endpoint reads, and from one choice adds the dataset, the panel and the link", async () => {
    const api = portal(true);
    const { user } = renderForm();
    const field = screen.getByRole('combobox', { name: 'Field holding its id' });
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'main.customer_id → Customer' }));
    await user.click(screen.getByRole('button', { name: 'Add related panel' }));
    await waitFor(() => expect(content().metacontent.panels).toHaveLength(1));

    const { metadata, metacontent } = content();
    expect(metadata.datasets[1]).toEqual({
      name: 'customer',
      datasetType: 'record',
      server,
      serverName: '',
      endpoint: customerEndpoint,
      variables: [{ name: 'customer_id', dataset: 'main', field: 'customer_id' }],
    });
    const [panel] = metacontent.panels;
    expect(panel.title).toBe('Customer');
    // The title field first, then the others but the id; nested objects are not shown as values.
    expect(
      panel.fields.map((one: { label: string; valueType: string }) => [one.label, one.valueType]),
    ).toEqual([
      ['Name', 'text'],
      ['Credit', 'number'],
      ['Since', 'datenotime'],
    ]);
    expect(panel.fields[0].navigation).toEqual({
      destinationType: 'detail',
      destination: customerPage,
      variables: [{ field: 'customer_id', dataset: 'main', value: 'customer_id' }],
    });
    expect(panel.fields.every((one: { dataset: string }) => one.dataset === 'customer')).toBe(true);
    expect(api.writes().filter((call) => call.path !== '/api/proxy')).toEqual([]);
    expect(await screen.findByText('Panel added with its data source and fields: Customer')).toBeTruthy();
    // The customer is read now: it is offered no more.
    await waitFor(() =>
      expect(screen.getByText(/No field of this page's records names another record/)).toBeTruthy(),
    );
  });

  it('adds the panel without a link when no detail page shows that record', async () => {
    portal(false);
    const { user } = renderForm();
    const field = screen.getByRole('combobox', { name: 'Field holding its id' });
    await waitFor(() => expect((field as HTMLInputElement).disabled).toBe(false));
    await user.click(field);
    await user.click(await screen.findByRole('option', { name: 'main.customer_id → Customer' }));
    await user.click(screen.getByRole('button', { name: 'Add related panel' }));
    await waitFor(() => expect(content().metacontent.panels).toHaveLength(1));
    expect(content().metacontent.panels[0].fields.some((one: object) => 'navigation' in one)).toBe(false);
  });
});
