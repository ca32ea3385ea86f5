// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../../testing/fake-api';
import { detailViewOf, renderInDetailPage } from '../../../../testing/render-in-detail-page';
import { DatasetForm } from './dataset-form';

const crm = '00000000-0000-4000-8000-000000000051';
const legacy = '00000000-0000-4000-8000-000000000052';
const customer = '00000000-0000-4000-8000-0000000000e1';
const orders = '00000000-0000-4000-8000-0000000000e2';
const invoice = '00000000-0000-4000-8000-0000000000e3';

const view = detailViewOf({
  name: 'Customer',
  metacontent: { title: { text: 'Customer' } },
  metadata: {
    server: crm,
    endpoint: customer,
    datasets: [
      { name: 'main', datasetType: 'record', server: crm, endpoint: customer, variables: [{ name: 'id' }] },
    ],
  },
});

const endpoint = (uuid: string, name: string, url: string, response: 'list' | 'record') => ({
  uuid,
  name,
  serverUuid: crm,
  settings: { url, method: 'GET', response, params: [], bodyParams: [], headers: [] },
});

/** The portal's server: two data servers, one unable to match a field exactly, and the data behind the proxy. */
function portal(proxy: (call: ApiCall) => { status: number; data?: unknown } | undefined = () => undefined) {
  return fakeApi((call) => {
    if (call.path === '/api/servers')
      return {
        body: [
          { uuid: crm, name: 'CRM', capabilities: { exactMatch: true } },
          { uuid: legacy, name: 'Legacy', capabilities: { exactMatch: false } },
        ],
      };
    if (call.path === `/api/servers/${crm}/endpoints`)
      return {
        body: [
          endpoint(customer, 'Customer', 'customers/$(id)', 'record'),
          endpoint(orders, 'Orders', 'orders', 'list'),
          endpoint(invoice, 'Invoice', 'invoices/$(number)', 'record'),
        ],
      };
    if (call.path !== '/api/proxy') return undefined;
    const body = call.body as { uuid: string };
    const answer = proxy(call);
    if (answer) return { body: answer };
    if (body.uuid === customer) return { body: { status: 200, data: { id: 7, name: 'Acme' } } };
    if (body.uuid === orders)
      return { body: { status: 200, data: { value: [{ orderId: 1, customerId: 7, total: 40 }], count: 1 } } };
    if (body.uuid === invoice) return { body: { status: 200, data: { number: 'A-1', amount: 12 } } };
    return undefined;
  });
}

function renderForm() {
  const onConfirmed = vi.fn<(name: string) => void>();
  const onCancel = vi.fn();
  const rendered = renderInDetailPage(
    <DatasetForm initial={undefined} onConfirmed={onConfirmed} onCancel={onCancel} />,
    {
      view,
      vars: { id: 7 },
    },
  );
  return { onConfirmed, onCancel, ...rendered };
}

type User = ReturnType<typeof renderForm>['user'];
const combobox = (name: string | RegExp) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const confirm = () => screen.getByRole('button', { name: 'Test and Confirm' }) as HTMLButtonElement;
const reason = () => within(screen.getByRole('region', { name: 'Dataset' })).findByRole('alert');
const proxyCalls = (api: ReturnType<typeof portal>) => api.calls.filter((call) => call.path === '/api/proxy');

async function choose(user: User, name: string | RegExp, option: string) {
  await user.click(combobox(name));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the dataset form', { timeout: 30_000 }, () => {
  it('builds a list dataset: offers list endpoints only, samples the endpoint for its fields, and confirms only after a real answer', async () => {
    const api = portal();
    const { user, onConfirmed } = renderForm();
    expect(confirm().disabled).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Dataset name' }), 'orders');
    await user.click(screen.getByRole('radio', { name: 'List' }));
    await user.click(combobox('Server'));
    const legacyOption = await screen.findByRole('option', { name: 'Legacy (cannot match a field exactly)' });
    expect(legacyOption.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'CRM' }));
    await user.click(combobox('Endpoint'));
    const endpoints = await screen.findByRole('listbox', { name: 'Endpoint' });
    await waitFor(() =>
      expect(
        within(endpoints)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Orders (orders)']),
    );
    await user.click(within(endpoints).getByRole('option', { name: 'Orders (orders)' }));
    await choose(user, 'Endpoint field', 'customerId');
    expect(confirm().disabled).toBe(true);
    await choose(user, 'Query value dataset', 'main');
    await choose(user, 'Query value field', 'id');
    expect(confirm().disabled).toBe(false);
    const before = proxyCalls(api).length;
    await user.click(confirm());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledExactlyOnceWith('orders'));
    // The test reads the first page of the rows that match the customer, as the page will.
    expect(proxyCalls(api)[before]).toEqual({
      method: 'POST',
      path: '/api/proxy',
      body: {
        uuid: orders,
        view: view.uuid,
        dataset: 'orders',
        urlVariables: {},
        params: { filters: [{ field: 'customerId', value: 7 }], offset: 0, limit: expect.any(Number) },
      },
    });
    expect(await screen.findByText('Dataset correctly created or updated.')).toBeTruthy();
  });

  it('binds a record endpoint’s URL variable to a fixed value, and a server change starts the endpoint over', async () => {
    const api = portal();
    const { user, onConfirmed } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Dataset name' }), 'invoice');
    await choose(user, 'Server', 'CRM');
    await user.click(combobox('Endpoint'));
    expect(
      within(await screen.findByRole('listbox', { name: 'Endpoint' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Customer (customers/$(id))', 'Invoice (invoices/$(number))']);
    await user.click(screen.getByRole('option', { name: 'Invoice (invoices/$(number))' }));
    expect(confirm().disabled).toBe(true);
    await choose(user, 'Value of $(number)', 'Fixed value');
    await user.type(screen.getByRole('textbox', { name: 'Fixed value $(number)' }), 'A-1');
    expect(screen.getByText('Value now: A-1')).toBeTruthy();
    expect(confirm().disabled).toBe(false);
    await user.click(confirm());
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledExactlyOnceWith('invoice'));
    expect(proxyCalls(api).at(-1)?.body).toEqual({
      uuid: invoice,
      view: view.uuid,
      dataset: 'invoice',
      urlVariables: { number: 'A-1' },
    });

    // A record is read by its URL alone, so a server that cannot match a field exactly is offered.
    await choose(user, 'Server', 'Legacy');
    expect(combobox('Endpoint').value).toBe('');
    expect(screen.queryByRole('combobox', { name: 'Value of $(number)' })).toBeNull();
    expect(confirm().disabled).toBe(true);
  });

  it('leaves the view as it was and says why when the name is taken or the data server fails', async () => {
    portal((call) => ((call.body as { dataset?: string }).dataset === 'owner' ? { status: 502 } : undefined));
    const { user, onConfirmed } = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Dataset name' }), 'main');
    await choose(user, 'Server', 'CRM');
    await choose(user, 'Endpoint', 'Customer (customers/$(id))');
    await choose(user, 'Value of $(id)', 'Page variable (from the link)');
    await user.click(confirm());
    expect((await reason()).textContent).toBe('These dataset names appear more than once: main');
    expect(await screen.findByText('Dataset not created.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Dataset name' });
    await user.clear(name);
    expect(within(screen.getByRole('region', { name: 'Dataset' })).queryByRole('alert')).toBeNull();
    await user.type(name, 'owner');
    await user.click(confirm());
    expect((await reason()).textContent).toBe('Error loading endpoint data');
    expect(onConfirmed).not.toHaveBeenCalled();
  });
});
