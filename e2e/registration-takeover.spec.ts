import { messages } from '@portal/contracts';
import { expect, test, uniquePerson } from './fixtures/test.ts';

const ajax = { 'X-Requested-With': 'XMLHttpRequest' };

// A stranger who knows an address but not its mailbox registers it again, with the same account
// name and their own password, while its owner's registration waits for activation. The owner's
// inbox then holds two activation mails that look alike. Whichever the owner follows first, the
// stranger's password must never sign in, and the owner must end up signed in with a password of
// their own.
test.describe('a stranger registering an address whose owner has not activated yet', () => {
  for (const followedFirst of ['owner', 'stranger'] as const) {
    test(`the owner follows the ${followedFirst === 'owner' ? 'own' : "stranger's"} activation mail first: the stranger's password never signs in`, async ({
      request,
      smtp,
    }) => {
      test.setTimeout(60_000);
      const owner = uniquePerson('owner');
      const stranger = { ...uniquePerson('stranger'), email: owner.email, accountName: owner.accountName };
      stranger.firstName = 'Mallory';
      stranger.password = 'the stranger chose this';

      /** The activation links the real SMTP server received for the address, oldest first. */
      const activationLinks = async (count: number) => {
        const deadline = Date.now() + 15_000;
        for (;;) {
          const links = smtp.mails
            .filter((mail) => mail.to.includes(owner.email.toLowerCase()))
            .map((mail) => mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
            .map((text) => text.match(/https?:\/\/[^\s"<>]*\/activate\/[A-Za-z0-9_-]+/)?.[0])
            .filter((link): link is string => Boolean(link));
          if (links.length >= count) return links;
          if (Date.now() > deadline)
            throw new Error(`Fewer than ${count} activation mails to ${owner.email}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      };
      const register = async (person: typeof owner) => {
        const answer = await request.post('/api/register', {
          headers: ajax,
          data: { ...person, confirmPassword: person.password },
        });
        expect(answer.status(), await answer.text()).toBe(200);
        expect(await answer.json()).toEqual({ message: messages.registerSuccess });
      };
      // The activation screen posts the token from the link's path, as the web app does.
      const activate = (link: string) =>
        request.post('/api/activateaccount', {
          headers: ajax,
          data: { accountUuid: new URL(link).pathname.split('/').pop() },
        });
      const signIn = (password: string) =>
        request.post('/api/login', {
          headers: ajax,
          data: { email: owner.email, password, fingerprint: `takeover-${followedFirst}` },
        });
      const strangerIsRefused = async () => {
        const refused = await signIn(stranger.password);
        expect(refused.status()).toBe(401);
        expect((await refused.json()).message).toBe(messages.invalidCredentials);
      };

      await register(owner);
      const [ownerLink] = await activationLinks(1);
      await register(stranger);
      const links = await activationLinks(2);
      const strangerLink = links.find((link) => link !== ownerLink);
      expect(strangerLink, 'the stranger registration sent its own activation link').toBeDefined();

      const order =
        followedFirst === 'owner' ? [ownerLink, strangerLink as string] : [strangerLink as string, ownerLink];
      const first = await activate(order[0]);
      expect(first.status(), await first.text()).toBe(200);
      expect(await first.json()).toEqual({ message: messages.activated, email: owner.email });
      const second = await activate(order[1]);
      expect(second.status()).toBe(400);
      expect(await second.json()).toEqual({ code: 'validation', message: messages.activationFailed });
      await strangerIsRefused();

      // The owner signs in with the password they registered, or chooses one through the link the
      // portal mails when several registrations of the address were waiting.
      let ownersPassword = owner.password;
      const direct = await signIn(owner.password);
      if (direct.status() !== 200) {
        expect(direct.status()).toBe(401);
        const link = await smtp.linkFor(owner.email, '/resetpassword/');
        const resetPwdUuid = new URL(link).pathname.split('/').pop() as string;
        // The reset screen first asks what the link is for, then sends the chosen password.
        const checked = await request.post('/api/checkresetpassword', {
          headers: ajax,
          data: { uuid: resetPwdUuid },
        });
        expect(checked.status(), await checked.text()).toBe(200);
        ownersPassword = 'the owner chose this one';
        const chosen = await request.post('/api/resetpassword', {
          headers: ajax,
          data: { resetPwdUuid, password: ownersPassword, confirmPassword: ownersPassword },
        });
        expect(chosen.status(), await chosen.text()).toBe(200);
      }
      const signedIn = await signIn(ownersPassword);
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      await strangerIsRefused();
    });
  }
});
