// @vitest-environment jsdom
import { messages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, fakeApi } from '../../../testing/fake-api';
import { renderUi } from '../../../testing/render-ui';
import { LoginForm } from './login-form';

function renderForm(answer: ApiAnswer) {
  const api = fakeApi((call) => (call.method === 'POST' && call.path === '/api/login' ? answer : undefined));
  const onSignedIn = vi.fn();
  return { api, onSignedIn, ...renderUi(<LoginForm onSignedIn={onSignedIn} />) };
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('the sign-in form', () => {
  it('opens with the e-mail an activation handed over, and signs in with it', async () => {
    window.history.replaceState({ email: 'ada@example.com' }, '', '/login');
    try {
      const { api, user } = renderForm({ body: {} });
      expect((email() as HTMLInputElement).value).toBe('ada@example.com');
      await user.type(password(), 'secret');
      await user.click(signIn());
      await waitFor(() =>
        expect(api.writes()).toEqual([
          {
            method: 'POST',
            path: '/api/login',
            body: expect.objectContaining({ email: 'ada@example.com', password: 'secret' }),
          },
        ]),
      );
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('says under each empty field that it is required, focuses the first, and sends nothing', async () => {
    const { api, user, onSignedIn } = renderForm({ body: {} });
    await user.click(signIn());
    expect(await screen.findAllByText(messages.required)).toHaveLength(2);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(api.calls).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('checks again as the person types once they have tried to sign in', async () => {
    const { api, user } = renderForm({ body: {} });
    await user.type(email(), 'ada@example');
    await user.type(password(), 'secret');
    await user.click(signIn());
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    expect(document.activeElement).toBe(email());
    await user.type(email(), '.com');
    await waitFor(() => expect(screen.queryByText(messages.invalidEmail)).toBeNull());
    expect(email().getAttribute('aria-invalid')).not.toBe('true');
    expect(api.calls).toEqual([]);
  });

  it('sends the e-mail trimmed with the password and a fingerprint, and hands over the user', async () => {
    const user = { uuid: 'user-1', email: 'ada@example.com' };
    const { api, user: person, onSignedIn } = renderForm({ body: user });
    await person.type(email(), '  ada@example.com ');
    await person.type(password(), 'a long enough password');
    await person.click(signIn());
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(user));
    expect(api.calls).toHaveLength(1);
    const body = api.calls[0].body as { email: string; password: string; fingerprint: string };
    expect(body.email).toBe('ada@example.com');
    expect(body.password).toBe('a long enough password');
    expect(body.fingerprint.length).toBeGreaterThan(0);
  });

  it("shows the server's refusal where the description was, and signs no one in", async () => {
    const { user, onSignedIn } = renderForm({
      status: 401,
      body: { code: 'invalid_credentials', message: messages.invalidCredentials },
    });
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong password');
    await user.click(signIn());
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidCredentials);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(signIn().hasAttribute('data-loading')).toBe(false);
  });
});
