// @vitest-environment jsdom
import type { Endpoint } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderUi } from '../../../testing/render-ui';
import { EndpointEditor } from './endpoint-editor';

const endpoint: Endpoint = {
  uuid: 'endpoint-1',
  name: 'Customers',
  serverUuid: 'server-1',
  settings: {
    url: 'customers',
    method: 'GET',
    response: 'list',
    params: [],
    bodyParams: [],
    headers: [
      { name: 'Accept', value: 'application/json' },
      { name: 'X-Trace', value: 'on' },
    ],
    cacheSeconds: 60,
  },
};

/** The server refuses every update with this body. */
function refusing(body: object) {
  return fakeApi((call) => (call.method === 'PUT' ? { status: 400, body } : undefined));
}

const renderEditor = () =>
  renderUi(
    <EndpointEditor
      serverId="server-1"
      serverUrl="https://data.example.com/api"
      endpoint={endpoint}
      onDeleted={() => {}}
    />,
  );

describe("the endpoint editor and the server's refusals", () => {
  it('shows a refusal of one entry under that row and brings its tab forward', async () => {
    refusing({
      code: 'validation',
      message: 'Not a header name the server takes.',
      field: 'settings.headers.1.name',
    });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Update Endpoint' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Headers/ }).getAttribute('aria-selected')).toBe('true'),
    );
    const second = screen.getByRole('textbox', { name: 'Header 2 name' });
    expect(second.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Header 1 name' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
    expect(screen.getByText('Not a header name the server takes.')).toBeTruthy();
  });

  it('shows a refusal that names no field as a toast, and marks no field', async () => {
    refusing({ code: 'validation', message: 'The server refused it.' });
    const { user } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Update Endpoint' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server refused it.');
    expect(screen.getByRole('textbox', { name: 'Endpoint URL' }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });
});
