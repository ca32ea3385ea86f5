// @vitest-environment jsdom
import { messages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, fakeApi } from '../testing/fake-api';
import { renderUi } from '../testing/render-ui';
import { NewGroupDialog } from './new-group-dialog';

function renderDialog(answer: ApiAnswer) {
  const api = fakeApi((call) => (call.method === 'POST' && call.path === '/api/groups' ? answer : undefined));
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const rendered = renderUi(<NewGroupDialog opened onClose={onClose} onCreated={onCreated} />);
  return { api, onCreated, onClose, ...rendered };
}

const nameField = () => screen.getByRole('textbox', { name: 'Group name' });
const create = () => screen.getByRole('button', { name: 'Create Group' });

describe('the New Group dialog', () => {
  it('says under the name that one is needed, and sends nothing', async () => {
    const { api, user } = renderDialog({ body: {} });
    await user.type(nameField(), '   ');
    await user.click(create());
    expect((await screen.findByText(messages.groupNameRequired)).textContent).toBe(
      messages.groupNameRequired,
    );
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('sends the name trimmed and hands over the group it created', async () => {
    const group = { uuid: 'group-1', name: 'Sales' };
    const { api, user, onCreated, onClose } = renderDialog({ body: group });
    await user.type(nameField(), '  Sales ');
    await user.click(create());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(group));
    expect(api.writes()).toEqual([{ method: 'POST', path: '/api/groups', body: { name: 'Sales' } }]);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal under the field the server names, whatever its text, and typing clears it', async () => {
    const { user, onCreated } = renderDialog({
      status: 409,
      body: { code: 'conflict', message: 'That name is in use already.', field: 'name' },
    });
    await user.type(nameField(), 'Sales');
    await user.click(create());
    // The text is the name field's own error: the field points at it.
    const error = await screen.findByText('That name is in use already.');
    expect(error.id).not.toBe('');
    expect(nameField().getAttribute('aria-describedby')).toContain(error.id);
    expect(nameField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onCreated).not.toHaveBeenCalled();
    await user.type(nameField(), ' team');
    expect(screen.queryByText('That name is in use already.')).toBeNull();
  });

  it('shows a refusal that names no field of the form as a toast', async () => {
    const { user } = renderDialog({
      status: 409,
      body: { code: 'conflict', message: messages.groupNameTaken },
    });
    await user.type(nameField(), 'Sales');
    await user.click(create());
    expect((await screen.findByRole('alert')).textContent).toContain(messages.groupNameTaken);
    expect(nameField().getAttribute('aria-invalid')).not.toBe('true');
  });
});
