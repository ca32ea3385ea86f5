// @vitest-environment jsdom
import { messages, type SessionUser } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/query-keys';
import { fakeApi } from '../../../testing/fake-api';
import { renderUi, testQueryClient } from '../../../testing/render-ui';
import { newUserDraft } from '../utils/user-draft';
import { UserDialog } from './user-dialog';

const admin = {
  uuid: '00000000-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'ada@example.com',
  roles: ['admin'],
  settings: { addons: { embed: 0 } },
  abilities: { managePeople: true, listPeople: true, buildPages: true },
} as unknown as SessionUser;

const groups = [
  { uuid: '00000000-0000-4000-8000-0000000000a1', name: 'North' },
  { uuid: '00000000-0000-4000-8000-0000000000a2', name: 'Sales' },
];

function renderNewUserDialog(groupList = groups) {
  const api = fakeApi((call) => {
    if (call.method === 'GET' && call.path.endsWith('/api/groups')) return { body: groupList };
    if (call.method === 'POST' && call.path.endsWith('/api/users'))
      return { body: { ...newUserDraft(), uuid: '00000000-0000-4000-8000-000000000002' } };
    return undefined;
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.session(), admin);
  const onClose = vi.fn();
  const rendered = renderUi(<UserDialog user={newUserDraft()} opened onClose={onClose} />, { queryClient });
  return { api, onClose, ...rendered };
}

describe('inviting a user', () => {
  it('puts the new user in the groups picked, sent with the invitation', async () => {
    const { api, user, onClose } = renderNewUserDialog();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('switch', { name: 'User' }));
    const picker = await screen.findByLabelText(messages.inviteGroups, { selector: 'input' });
    await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await user.click(screen.getByRole('button', { name: messages.createUser }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: expect.stringMatching(/\/api\/users$/),
        body: expect.objectContaining({ email: 'grace@example.com', groupUuids: [groups[1].uuid] }),
      },
    ]);
  });

  it('says where groups are made when the account has none, and invites without any', async () => {
    const { api, user, onClose } = renderNewUserDialog([]);
    expect((await screen.findByText(messages.inviteNoGroups)).textContent).toBe(messages.inviteNoGroups);
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Grace');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Hopper');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@example.com');
    await user.click(screen.getByRole('switch', { name: 'User' }));
    await user.click(screen.getByRole('button', { name: messages.createUser }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.writes()[0].body).toEqual(expect.objectContaining({ groupUuids: [] }));
  });
});
