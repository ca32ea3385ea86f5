// @vitest-environment jsdom
import { messages, type Server } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, fakeApi } from '../testing/fake-api';
import { renderUi } from '../testing/render-ui';
import { NewServerDialog } from './new-server-dialog';

const existing = [{ uuid: 'server-1', name: 'Sales API' } as Server];

function renderDialog(answer: ApiAnswer) {
  const api = fakeApi((call) =>
    call.method === 'POST' && call.path === '/api/servers' ? answer : undefined,
  );
  const onCreated = vi.fn();
  const rendered = renderUi(
    <NewServerDialog opened servers={existing} onClose={() => {}} onCreated={onCreated} />,
  );
  return { api, onCreated, ...rendered };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const add = () => screen.getByRole('button', { name: 'Add Server' });
/** The error text the field points at, if any. */
const errorOf = (name: string) => {
  const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).find((text) => text) ?? undefined;
};

describe('the New Server dialog', () => {
  it('says under each field what is wrong, with the texts of SPEC.md, and sends nothing', async () => {
    const { api, user } = renderDialog({ body: {} });
    await user.click(add());
    await waitFor(() => expect(errorOf('Server name')).toBe(messages.allFieldsRequired));
    expect(errorOf('Server URL')).toBe(messages.allFieldsRequired);
    await user.type(field('Server name'), 'sales api');
    await user.type(field('Server URL'), 'ftp://sales.example');
    await user.click(add());
    await waitFor(() => expect(errorOf('Server URL')).toBe(messages.invalidServerUrl));
    expect(errorOf('Server name')).toBe(messages.duplicateServerName);
    expect(api.writes()).toEqual([]);
  });

  it('sends the name and URL trimmed, with no authentication', async () => {
    const server = { uuid: 'server-2', name: 'Billing' };
    const { api, user, onCreated } = renderDialog({ body: server });
    await user.type(field('Server name'), ' Billing ');
    await user.type(field('Server URL'), ' https://billing.example/api ');
    await user.click(add());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(server));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/servers',
        body: { name: 'Billing', settings: { url: 'https://billing.example/api', authType: 'none' } },
      },
    ]);
  });

  it('shows a refusal of the URL under the URL, by the path the server names', async () => {
    const { user, onCreated } = renderDialog({
      status: 400,
      body: { code: 'validation', message: 'That host is not allowed.', field: 'settings.url' },
    });
    await user.type(field('Server name'), 'Billing');
    await user.type(field('Server URL'), 'https://billing.example/api');
    await user.click(add());
    await waitFor(() => expect(errorOf('Server URL')).toBe('That host is not allowed.'));
    expect(errorOf('Server name')).toBeUndefined();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
