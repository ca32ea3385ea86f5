import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addServerThroughApi, chooseOption } from './fixtures/connections.ts';
import { designBar, designerMenu, fillDetailWizard } from './fixtures/detail-design-ui.ts';
import { expectBusyUntilAnswered } from './fixtures/held-request.ts';
import { type PeopleUpstream, startPeopleUpstream } from './fixtures/people-upstream.ts';
import { addPersonView, personPath, setUpPeopleWorld } from './fixtures/people-world.ts';
import { expect, test } from './fixtures/test.ts';

test('Save, Add, Test and Create buttons show they are busy while their request runs', async ({
  page,
  request,
  smtp,
}) => {
  // Four forms, each waiting for a held answer: 42 s beside the other journeys of a full run.
  test.setTimeout(120_000);
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

test.describe('with a data server', () => {
  let upstream: PeopleUpstream;
  test.beforeAll(async () => {
    upstream = await startPeopleUpstream();
  });
  test.afterAll(async () => {
    await upstream?.close();
  });

  test("'Create View', 'Save Profile' and design mode's 'Save & Exit' show they are busy while their request runs", async ({
    page,
    request,
    smtp,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const world = await setUpPeopleWorld(request, smtp, baseURL!, upstream);
    await page.goto('/designer/newsearch');
    await signIn(page, world.designer);
    await page.waitForURL('**/designer/newsearch');

    // The search wizard's 'Create View'.
    const next = page.getByRole('button', { name: messages.wizardNext, exact: true });
    await chooseOption(page, 'Server', 'People data');
    await chooseOption(page, 'Endpoint', 'People');
    await expect(page.getByLabel('Fields detected')).toBeVisible();
    await next.click();
    await page.getByLabel('Page Name').fill('People at work');
    await page.getByLabel('Page Title').fill('People at work');
    await next.click();
    await page.getByRole('button', { name: 'Select all' }).click();
    await next.click();
    await chooseOption(page, 'Group', 'Readers');
    const createView = page.getByRole('button', { name: messages.wizardCreateView, exact: true });
    await expectBusyUntilAnswered(page, createView, '**/api/views', 'POST');
    await page.waitForURL('**/designer');

    // The detail wizard's 'Create View'.
    await page.goto('/designer/newdetail');
    const createDetail = await fillDetailWizard(page, {
      server: 'People data',
      endpoint: 'Person (people/$(id))',
      values: { id: '2' },
      name: 'Person at work',
      title: 'lastName',
      contextual: ['email'],
      group: 'Readers',
    });
    await expectBusyUntilAnswered(page, createDetail, '**/api/views', 'POST');
    await page.waitForURL('**/designer');

    // Settings: 'Save Profile'.
    await page.getByRole('button', { name: `Hi ${world.designer.firstName}` }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await settings.getByLabel('First name').fill('Augusta');
    await expectBusyUntilAnswered(
      page,
      settings.getByRole('button', { name: 'Save Profile' }),
      '**/api/me',
      'PUT',
    );
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // A search page's design mode: 'Save & Exit'.
    await page.goto(`/user/search/${world.peopleSearch.uuid}`);
    await page.getByRole('button', { name: messages.searchDesigner }).click();
    await page.getByRole('menuitem', { name: messages.searchDesignMode }).click();
    const searchBar = designBar(page);
    await expectBusyUntilAnswered(
      page,
      searchBar.getByRole('button', { name: messages.searchSaveAndExit }),
      '**/api/views/*',
      'PUT',
    );
    await expect(searchBar).toBeHidden();

    // A detail page's design mode: 'Save & Exit'.
    const person = await addPersonView(world, 'Person to save');
    await page.goto(personPath(person.uuid, upstream.people[1].id));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(upstream.people[1].lastName);
    await designerMenu(page, messages.searchDesignMode);
    const detailBar = designBar(page);
    await expectBusyUntilAnswered(
      page,
      detailBar.getByRole('button', { name: messages.searchSaveAndExit }),
      '**/api/views/*',
      'PUT',
    );
    await expect(detailBar).toBeHidden();
  });
});
