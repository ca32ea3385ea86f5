import { describe, expect, it } from 'vitest';
import { confirmLeave, registerLeaveAsker } from './leave-confirmation';

describe('asking before leaving unsaved edits', () => {
  it('lets one leave when no page asks', async () => {
    expect(await confirmLeave()).toBe(true);
  });

  it("takes the registered page's answer until it unregisters", async () => {
    const unregister = registerLeaveAsker(async () => false);
    expect(await confirmLeave()).toBe(false);
    unregister();
    expect(await confirmLeave()).toBe(true);
  });
});
