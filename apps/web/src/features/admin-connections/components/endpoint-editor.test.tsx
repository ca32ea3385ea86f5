// @vitest-environment jsdom
import type { Endpoint } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, fakeApi } from '../../../testing/fake-api';
import { renderUi } from '../../../testing/render-ui';
import { EndpointEditor } from './endpoint-editor';

const serverId = 'server-1';
const endpoint: Endpoint = {
  uuid: 'endpoint-1',
  name: 'Customers',
  serverUuid: serverId,
  settings: {
    url: 'customers',
    method: 'GET',
    response: 'list',
    params: [{ name: 'region', value: 'north' }],
    bodyParams: [],
    headers: [{ name: 'X-Api-Key', secret: true }],
    cacheSeconds: 60,
  },
};
const endpointPath = `/api/servers/${serverId}/endpoints/${endpoint.uuid}`;

/** The portal's server as the editor talks to it: it saves what it is sent and reports usage. */
function server(refuse?: (call: ApiCall) => { status: number; body: unknown } | undefined) {
  return fakeApi((call) => {
    const refused = refuse?.(call);
    if (refused) return refused;
    if (call.method === 'PUT' && call.path === endpointPath) {
      const body = call.body as Pick<Endpoint, 'name' | 'settings'>;
      return { body: { ...endpoint, ...body } };
    }
    if (call.method === 'DELETE' && call.path === endpointPath)
      return { body: { message: 'Endpoint deleted' } };
    if (call.method === 'GET' && call.path === `/api/servers/${serverId}/usage`)
      return {
        body: { views: [], endpoints: { [endpoint.uuid]: [{ uuid: 'v1', name: 'Customer search' }] } },
      };
    return undefined;
  });
}

function renderEditor() {
  const onDeleted = vi.fn();
  const rendered = renderUi(
    <EndpointEditor
      serverId={serverId}
      serverUrl="https://data.example.com/api"
      endpoint={endpoint}
      onDeleted={onDeleted}
    />,
  );
  return { onDeleted, ...rendered };
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const update = () => screen.getByRole('button', { name: 'Update Endpoint' });

// Typing as a person does takes a while in a simulated page.
describe('the endpoint editor', { timeout: 30_000 }, () => {
  it('shows the stored endpoint, a secret value only as stored', async () => {
    server();
    const { user } = renderEditor();
    expect(field('Endpoint name').value).toBe('Customers');
    expect(field('Endpoint URL').value).toBe('customers');
    expect((screen.getByRole('combobox', { name: 'Method' }) as HTMLSelectElement).value).toBe('GET');
    expect((screen.getByRole('combobox', { name: 'Response' }) as HTMLSelectElement).value).toBe('list');
    expect((screen.getByRole('combobox', { name: 'Cache answers for' }) as HTMLInputElement).value).toBe(
      '1 minute',
    );
    await user.click(screen.getByRole('tab', { name: /Params/ }));
    expect(field('Param 1 name').value).toBe('region');
    expect(field('Param 1 fixed value').value).toBe('north');
    await user.click(screen.getByRole('tab', { name: /Headers/ }));
    expect(field('Header 1 name').value).toBe('X-Api-Key');
    const secret = screen.getByLabelText('Header 1 fixed value') as HTMLInputElement;
    expect(secret.value).toBe('');
    expect(secret.placeholder).toBe('stored — leave blank to keep');
    expect((screen.getByRole('checkbox', { name: 'Header 1 secret' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('saves what was typed in every tab, the URL without its leading slash and a kept secret left out', async () => {
    const api = server();
    const { user } = renderEditor();
    await user.clear(field('Endpoint name'));
    await user.type(field('Endpoint name'), '  Clients ');
    await user.clear(field('Endpoint URL'));
    await user.type(field('Endpoint URL'), '/clients/$(id)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Response' }), 'record');
    await user.click(screen.getByRole('tab', { name: /Body/ }));
    await user.click(screen.getByRole('button', { name: 'Add body param' }));
    await user.type(field('Body param 1 name'), 'source');
    await user.type(field('Body param 1 fixed value'), 'portal');
    await user.click(screen.getByRole('tab', { name: /Params/ }));
    await user.click(screen.getByRole('button', { name: 'Remove param 1' }));
    expect(screen.getByText('No params declared.')).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Cache answers for' }));
    await user.click(await screen.findByRole('option', { name: '1 hour' }));
    await user.click(update());
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: endpointPath,
      body: {
        name: 'Clients',
        settings: {
          url: 'clients/$(id)',
          method: 'GET',
          response: 'record',
          params: [],
          bodyParams: [{ name: 'source', value: 'portal' }],
          headers: [{ name: 'X-Api-Key', secret: true }],
          cacheSeconds: 3600,
        },
      },
    });
    expect(await screen.findByText('Endpoint updated')).toBeTruthy();
  });

  it('says under the field what is missing, brings its tab forward, and sends nothing', async () => {
    const api = server();
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: /Headers/ }));
    await user.click(screen.getByRole('button', { name: 'Add header' }));
    await user.click(update());
    expect(screen.getByRole('tab', { name: /Headers/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Header name is required')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Request/ }));
    await user.clear(field('Endpoint name'));
    await user.clear(field('Endpoint URL'));
    await user.click(screen.getByRole('tab', { name: /Headers/ }));
    await user.click(update());
    // Name and URL come first: the Request tab comes forward with both errors.
    expect(screen.getByRole('tab', { name: /Request/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Endpoint name is required')).toBeTruthy();
    expect(screen.getByText('Endpoint URL is required')).toBeTruthy();
    await user.type(field('Endpoint name'), 'C');
    expect(screen.queryByText('Endpoint name is required')).toBeNull();
    expect(screen.getByText('Endpoint URL is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's refusal of the URL under the URL", async () => {
    server((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: { code: 'validation', message: 'Endpoint URL is required', field: 'settings.url' },
          }
        : undefined,
    );
    const { user } = renderEditor();
    await user.click(update());
    const url = field('Endpoint URL');
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Endpoint URL is required')).toBeTruthy();
  });

  it('asks before deleting, says which pages use the endpoint, and deletes only on confirmation', async () => {
    const api = server();
    const { user, onDeleted } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Delete Endpoint' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Endpoint' });
    expect(
      within(dialog).getByText("Delete the endpoint 'Customers'? Pages built on it stop loading data."),
    ).toBeTruthy();
    expect(await within(dialog).findByText('Customer search')).toBeTruthy();
    expect(within(dialog).getByText('Used by:')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.writes()).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Endpoint' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Endpoint' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(api.writes()).toEqual([{ method: 'DELETE', path: endpointPath, body: undefined }]);
    expect(await screen.findByText('Endpoint deleted')).toBeTruthy();
  });
});
