import type { APIRequestContext } from '@playwright/test';
import { messages } from '@portal/contracts';
import { expectNoAccessibilityViolations } from './fixtures/accessibility.ts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addInvitedUser, addSearchView, apiAs } from './fixtures/portal-api.ts';
import { expectNoSidewaysScroll, phone, screenshotAt, wide } from './fixtures/screens.ts';
import { expect, test } from './fixtures/test.ts';
import { expectToastText, pickOption } from './fixtures/ui.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

/** The status of the search page's own first call: 403 when the page is not one of the caller's. */
async function proxyStatus(api: APIRequestContext, search: { view: { uuid: string }; endpointUuid: string }) {
  const response = await api.post('/api/proxy', {
    headers: ajax,
    data: { uuid: search.endpointUuid, view: search.view.uuid, urlVariables: {} },
  });
  return response.status();
}

test('a designer gives a user a search view through a group, and takes it away again', async ({
  page,
  browser,
  request,
  smtp,
  portal,
}) => {
  test.setTimeout(120_000);
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  const designer = await addInvitedUser(request, smtp, ['designer']);
  const member = await addInvitedUser(request, smtp, ['user']);
  const north = await addSearchView(request, 'Orders north');
  const south = await addSearchView(request, 'Invoices south');

  await page.goto('/login');
  await signIn(page, designer);
  await page.waitForURL('**/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Designer' }).click();
  await page.waitForURL('**/designer');
  // Each card's name starts with its title (Home's recently changed pages say 'Search page' too).
  for (const card of ['Search Page', 'Detail Page', 'Groups']) {
    await expect(page.getByRole('link', { name: new RegExp(`^${card}`) })).toBeVisible();
  }
  await page.getByRole('link', { name: 'Groups' }).click();
  await page.waitForURL('**/designer/editgroups');

  await page.getByRole('button', { name: messages.newGroup }).click();
  const newGroup = page.getByRole('dialog', { name: messages.newGroup });
  await newGroup.getByRole('button', { name: 'Create Group' }).click();
  await expect(newGroup.getByText(messages.groupNameRequired)).toBeVisible();
  await newGroup.getByLabel('Group name').fill('Field team');
  await newGroup.getByRole('button', { name: 'Create Group' }).click();
  await expectToastText(page, messages.groupCreated);
  await expect(page.getByRole('combobox', { name: 'Group', exact: true })).toHaveValue('Field team');

  const users = page.getByRole('region', { name: 'Users' });
  await pickOption(page, users, 'User', new RegExp(member.email));
  await users.getByRole('button', { name: 'Include' }).click();
  await expectToastText(page, messages.userAddedToGroup);
  await expect(users.getByRole('table', { name: 'Users in group' })).toContainText(member.email);

  const views = page.getByRole('region', { name: 'Views' });
  for (const name of ['Orders north', 'Invoices south']) {
    await pickOption(page, views, 'View', `${name} (search)`);
    await views.getByRole('button', { name: 'Include' }).click();
    await expectToastText(page, messages.viewAddedToGroup);
  }
  const northRow = views.getByRole('row').filter({ hasText: 'Orders north' });
  await expect(northRow.getByRole('cell', { name: 'search' })).toBeVisible();

  // The member, on a device of their own, finds both views on Home and narrows them by keyword.
  const device = await browser.newContext();
  const memberPage = await device.newPage();
  await memberPage.goto('/login');
  await signIn(memberPage, member);
  await memberPage.waitForURL('**/home');
  const list = memberPage.getByRole('list', { name: 'Your search pages' });
  await expect(list.getByRole('link')).toHaveCount(2);
  const filter = memberPage.getByPlaceholder(messages.homeFilterPlaceholder);
  await filter.fill('NORTH');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'Orders north' })).toBeVisible();
  await filter.fill('nothing like this');
  await expect(memberPage.getByText(messages.homeNoMatch)).toBeVisible();
  await filter.fill('north');
  await list.getByRole('link', { name: 'Orders north' }).click();
  await memberPage.waitForURL(`**/user/search/${north.view.uuid}`);

  const memberApi = await apiAs(portal.url, member);
  expect(await proxyStatus(memberApi, north)).not.toBe(403);

  await northRow.getByRole('button', { name: 'Remove Orders north' }).click();
  await expectToastText(page, messages.viewRemovedFromGroup);
  await expect(northRow).toHaveCount(0);

  await memberPage.goto('/home');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link', { name: 'Invoices south' })).toBeVisible();
  expect(await proxyStatus(memberApi, north)).toBe(403);
  expect(await proxyStatus(memberApi, south)).not.toBe(403);

  await users.getByRole('button', { name: `Remove ${member.firstName} ${member.lastName}` }).click();
  await expectToastText(page, messages.userRemovedFromGroup);
  await memberPage.reload();
  await expect(memberPage.getByText(messages.homeNoViews)).toBeVisible();

  await page.getByRole('button', { name: messages.deleteGroup }).click();
  const confirm = page.getByRole('dialog', { name: messages.deleteGroup });
  await confirm.getByRole('button', { name: messages.deleteGroup }).click();
  await expectToastText(page, messages.groupDeleted);
  await expect(page.getByRole('combobox', { name: 'Group', exact: true })).toHaveValue('');
  await memberApi.dispose();
  await device.close();
});

test('the group editor at 1440 and 390 px: every Remove is reachable without scrolling sideways', async ({
  page,
  request,
  smtp,
}) => {
  test.setTimeout(90_000);
  const owner = await registerActivatedAccount(request, smtp);
  expect((await request.post('/api/login', { headers: ajax, data: owner })).status()).toBe(200);
  // Long names and e-mails, as real ones can be.
  const member = await addInvitedUser(request, smtp, ['user']);
  const reports = await addSearchView(request, 'Quarterly revenue by region and product line');
  const orders = await addSearchView(request, 'orders_by_customer_region_and_fiscal_quarter');
  const me = await (await request.post('/api/vt', { headers: ajax })).json();
  await addGroup(request, 'Regional sales managers', {
    userUuids: [me.uuid, member.user.uuid],
    viewUuids: [reports.view.uuid, orders.view.uuid],
  });

  await page.setViewportSize(wide);
  await page.goto('/designer/editgroups');
  await signIn(page, owner);
  await page.waitForURL('**/designer/editgroups');
  await pickOption(page, page, 'Group', 'Regional sales managers');
  const users = page.getByRole('table', { name: 'Users in group' });
  const views = page.getByRole('table', { name: 'Views in group' });
  await expect(users.getByRole('row')).toHaveCount(3);
  await expect(views.getByRole('row')).toHaveCount(3);
  const removes = page.getByRole('button', { name: /^Remove / });
  await expect(removes).toHaveCount(4);

  for (const viewport of [wide, phone]) {
    await screenshotAt(page, 'groups', viewport);
    await expectNoSidewaysScroll(page);
    // Each Remove is within the width of the screen and of its table: no sideways scroll reveals it.
    const width = viewport.width;
    for (const remove of await removes.all()) {
      await remove.scrollIntoViewIfNeeded();
      await expect(remove).toBeInViewport({ ratio: 1 });
      const box = await remove.boundingBox();
      expect(
        box && box.x + box.width,
        `${await remove.getAttribute('aria-label')} at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    for (const table of [users, views]) {
      const hidden = await table.evaluate((element) => {
        const container = element.parentElement as HTMLElement;
        return container.scrollWidth - container.clientWidth;
      });
      expect(hidden, `${await table.getAttribute('aria-label')} at ${width} px`).toBe(0);
    }
    await expectNoAccessibilityViolations(page, `groups at ${width} px`);
  }

  // Removing works from the phone.
  await views.getByRole('button', { name: 'Remove Quarterly revenue by region and product line' }).click();
  await expectToastText(page, messages.viewRemovedFromGroup);
  await expect(views.getByRole('row')).toHaveCount(2);
});
