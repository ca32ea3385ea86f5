import type { Locator } from '@playwright/test';
import { messages } from '@portal/contracts';
import { registerActivatedAccount, signIn } from './fixtures/accounts.ts';
import { addGroup, addSearchView, apiAs } from './fixtures/portal-api.ts';
import { expect, test } from './fixtures/test.ts';

const longTitle =
  'Every customer of the northern and the southern regions with an open order, a credit limit and a named account manager';

/** The button shows its whole label: nothing of it is cut off. */
async function expectWholeLabel(button: Locator, label: string) {
  await expect(button).toBeVisible();
  const cut = await button.evaluate((element) => {
    const text = element.querySelector('.mantine-Button-label') ?? element;
    return text.scrollWidth > text.clientWidth + 1 || element.scrollWidth > element.clientWidth + 1;
  });
  expect(cut, `the label '${label}' is cut`).toBe(false);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a long title wraps, its buttons keep their whole labels`, async ({
    page,
    request,
    smtp,
    portal,
  }) => {
    await page.setViewportSize(viewport);
    const designer = await registerActivatedAccount(request, smtp, 'titles');
    const api = await apiAs(portal.url, designer);
    const { view } = await addSearchView(api, longTitle);
    await addGroup(api, 'Everyone', { viewUuids: [view.uuid] });
    const server = await api.post('/api/servers', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { name: `${longTitle} (server)`, settings: { url: 'https://data.invalid/' } },
    });
    expect(server.status()).toBe(200);

    await page.goto(`/user/search/${view.uuid}`);
    await signIn(page, designer);
    const heading = page.getByRole('heading', { name: longTitle, level: 1 });
    await expect(heading).toHaveAttribute('title', longTitle);
    // The Designer menu is for larger screens only (SPEC.md §2).
    if (viewport.width > 700)
      await expectWholeLabel(page.getByRole('button', { name: messages.searchDesigner }), 'Designer');
    await page.screenshot({ path: `.shots/long-title-search-${viewport.width}.png` });

    await page.goto('/admin/connectorsadmin');
    await page.getByRole('combobox', { name: 'Server', exact: true }).click();
    await page.getByRole('option', { name: `${longTitle} (server)` }).click();
    await expect(page.getByRole('heading', { name: `${longTitle} (server)` })).toBeVisible();
    for (const label of [messages.editEndpoints, messages.testEndpoints]) {
      await expectWholeLabel(page.getByRole('button', { name: label }), label);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.getByRole('button', { name: messages.editEndpoints }).click();
    const dialog = page.getByRole('dialog', { name: `${messages.editEndpoints} · ${longTitle} (server)` });
    const close = dialog.getByRole('button', { name: 'Close dialog' });
    const closeBox = await close.boundingBox();
    expect(closeBox!.width).toBeGreaterThanOrEqual(20);
    // For the record only: the picture waits for the dialog's opening transition.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `.shots/long-title-dialog-${viewport.width}.png` });
  });
}
