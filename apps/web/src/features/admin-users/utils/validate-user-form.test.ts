import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { newUserDraft, toFormValues, toUserBody } from './user-draft';
import { validateUserForm } from './validate-user-form';

const filled = {
  ...toFormValues(newUserDraft()),
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  roles: ['user' as const],
};

describe('the users admin dialog', () => {
  it('starts a new user active and with no roles', () => {
    const draft = newUserDraft();
    expect(draft).toMatchObject({ uuid: 'new', active: true, roles: [] });
  });

  it('accepts a user with names, a valid e-mail and a role', () => {
    expect(validateUserForm(filled)).toEqual({});
  });

  it('names each missing or wrong field with the message of SPEC.md', () => {
    const errors = validateUserForm({ ...filled, firstName: ' ', lastName: '', email: 'grace@', roles: [] });
    expect(errors).toEqual({
      firstName: messages.firstNameRequired,
      lastName: messages.lastNameRequired,
      email: messages.invalidEmail,
      roles: messages.atLeastOneRole,
    });
  });

  it('says a blank e-mail is required', () => {
    expect(validateUserForm({ ...filled, email: '' })).toEqual({ email: messages.emailRequired });
    expect(validateUserForm({ ...filled, email: '   ' })).toEqual({ email: messages.emailRequired });
  });

  it('sends the embedding permission as settings.addons.embed 1 or 0', () => {
    expect(toUserBody({ ...filled, embed: true }).settings).toEqual({ addons: { embed: 1 } });
    expect(toUserBody({ ...filled, embed: false }).settings).toEqual({ addons: { embed: 0 } });
  });
});
