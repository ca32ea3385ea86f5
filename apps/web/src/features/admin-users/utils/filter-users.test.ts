import type { User } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { filterUsers } from './filter-users';

const person = (firstName: string, lastName: string, email: string) =>
  ({ uuid: email, firstName, lastName, email }) as User;
const users = [
  person('Zoë', 'Müller', 'zoe@north.example'),
  person('Ada', 'Lovelace', 'ada@analytical.example'),
];

describe('searching the users', () => {
  it('matches names and e-mail, whatever the case and accents', () => {
    expect(filterUsers(users, 'zoe mULLER')).toEqual([users[0]]);
    expect(filterUsers(users, 'analytical')).toEqual([users[1]]);
  });

  it('keeps everyone for a blank search and no one for a word nobody has', () => {
    expect(filterUsers(users, '  ')).toEqual(users);
    expect(filterUsers(users, 'ada zoe')).toEqual([]);
  });
});
