import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption } from './fixtures/connections.ts';
import { expectBusyUntilAnswered } from './fixtures/held-request.ts';
import { expect, test } from './fixtures/test.ts';

test('Save, Add, Test and Create buttons show they are busy while their request runs', async ({
  page,
  request,
  smtp,
}) => {
  const admin = await registerActivatedAccount(request, smtp, 'busy');
  await page.goto('/admin/connectorsadmin');
  await signIn(page, admin);
  await page.waitForURL('**/admin/connectorsadmin');
  await addServerThroughApi(page, 'Orders data', { url: 'https://orders.example/api/' });
  await page.reload();

  await page.getByRole('button', { name: messages.newServer }).click();
  const newServer = page.getByRole('dialog', { name: messages.newServer });
  await newServer.getByLabel('Server name').fill('Billing');
  await newServer.getByLabel('Server URL').fill('https://billing.example/api/');
  await expectBusyUntilAnswered(
    page,
    newServer.getByRole('button', { name: 'Add Server' }),
    '**/api/servers',
    'POST',
  );

  await chooseOption(page, 'Server', 'Orders data');
  await expectBusyUntilAnswered(
    page,
    page.getByRole('button', { name: messages.saveChanges }),
    '**/api/servers/*',
    'PUT',
  );

  await page.getByRole('button', { name: messages.editEndpoints }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Endpoints · Orders data' });
  await editor.getByRole('button', { name: messages.newEndpoint }).click();
  await editor.getByLabel('Endpoint name').fill('Orders');
  await editor.getByLabel('Endpoint URL').fill('orders');
  await expectBusyUntilAnswered(
    page,
    editor.getByRole('button', { name: messages.addEndpoint }),
    '**/api/servers/*/endpoints',
    'POST',
  );
  await expectBusyUntilAnswered(
    page,
    editor.getByRole('button', { name: messages.updateEndpoint }),
    '**/api/servers/*/endpoints/*',
    'PUT',
  );
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  await page.getByRole('button', { name: messages.testEndpoints }).click();
  const tester = page.getByRole('dialog', { name: 'Test Endpoints · Orders data' });
  await chooseOption(page, 'Endpoint', 'Orders');
  await expectBusyUntilAnswered(
    page,
    tester.getByRole('button', { name: messages.testEndpoint }),
    '**/api/servers/*/endpoints/*/test',
    'POST',
  );
  await page.keyboard.press('Escape');

  await page.goto('/designer/editgroups');
  await page.getByRole('button', { name: messages.newGroup }).click();
  const group = page.getByRole('dialog', { name: messages.newGroup });
  await group.getByLabel('Group name').fill('Sales');
  await expectBusyUntilAnswered(
    page,
    group.getByRole('button', { name: 'Create Group' }),
    '**/api/groups',
    'POST',
  );

  await page.goto('/admin/usersadmin');
  await page.getByRole('button', { name: messages.createNewUser }).click();
  const user = page.getByRole('dialog', { name: messages.createNewUser });
  await user.getByLabel('First name').fill('Grace');
  await user.getByLabel('Last name').fill('Hopper');
  await user.getByLabel('Email').fill(`grace-${Date.now()}@example.com`);
  await user.getByRole('switch', { name: 'User' }).check();
  await expectBusyUntilAnswered(
    page,
    user.getByRole('button', { name: messages.createUser }),
    '**/api/users',
    'POST',
  );
});
