import { describe, expect, it } from 'vitest';
import { matchesFilter } from './match-filter.ts';
import { InvalidFilter, maxFilterLength, parseFilter } from './scim-filter.ts';

const coreUser = 'urn:ietf:params:scim:schemas:core:2.0:User';
const enterprise = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';

/** RFC 7643 §8.2's full representation of Barbara Jensen, cut to what the filters read. */
const bjensen = {
  schemas: [coreUser, enterprise],
  id: '2819c223-7f76-453a-919d-413861904646',
  externalId: '701984',
  userName: 'bjensen@example.com',
  name: { formatted: 'Ms. Barbara J Jensen, III', familyName: "O'Malley", givenName: 'Barbara' },
  title: 'Tour Guide',
  userType: 'Employee',
  active: true,
  emails: [
    { value: 'bjensen@example.com', type: 'work', primary: true },
    { value: 'babs@jensen.org', type: 'home' },
  ],
  ims: [{ value: 'someaimhandle', type: 'aim' }],
  meta: { resourceType: 'User', created: '2010-01-23T04:56:22Z', lastModified: '2011-05-13T04:42:34Z' },
  [enterprise]: { employeeNumber: '701984', department: 'Tour Operations' },
};

const matches = (filter: string, resource: object = bjensen) =>
  matchesFilter(parseFilter(filter), resource as Record<string, unknown>, [coreUser, enterprise]);

/** The filters of RFC 7644 §3.4.2.2, each against Barbara Jensen. */
describe('SCIM filters, as RFC 7644 writes them', () => {
  it.each([
    ['userName eq "bjensen@example.com"', true],
    ['userName Eq "BJENSEN@example.com"', true],
    ['name.familyName co "O\'Malley"', true],
    ['userName sw "J"', false],
    ['userName sw "b"', true],
    ['urn:ietf:params:scim:schemas:core:2.0:User:userName sw "b"', true],
    ['title pr', true],
    ['nickName pr', false],
    ['meta.lastModified gt "2011-05-13T04:42:34Z"', false],
    ['meta.lastModified ge "2011-05-13T04:42:34Z"', true],
    ['meta.lastModified lt "2011-05-13T04:42:34Z"', false],
    ['meta.lastModified le "2011-05-13T04:42:34Z"', true],
    ['title pr and userType eq "Employee"', true],
    ['title pr or userType eq "Intern"', true],
    [`schemas eq "${enterprise}"`, true],
    ['userType eq "Employee" and (emails co "example.com" or emails.value co "example.org")', true],
    ['userType ne "Employee" and not (emails co "example.com" or emails.value co "example.org")', false],
    ['userType eq "Employee" and (emails.type eq "work")', true],
    ['userType eq "Employee" and emails[type eq "work" and value co "@example.com"]', true],
    [
      'emails[type eq "home" and value co "@example.com"] or ims[type eq "xmpp" and value co "@foo.com"]',
      false,
    ],
    ['active eq true', true],
    ['active eq false', false],
    ['nickName eq null', true],
    ['externalId eq "701984"', true],
    [`${enterprise}:department eq "Tour Operations"`, true],
    ['id eq "2819C223-7F76-453A-919D-413861904646"', false],
  ])('%s → %s', (filter, expected) => {
    expect(matches(filter)).toBe(expected);
  });

  it('binds and tighter than or, and reads not and brackets as grouping', () => {
    expect(parseFilter('a pr or b pr and c pr')).toEqual({
      kind: 'or',
      left: { kind: 'present', path: { name: 'a' } },
      right: {
        kind: 'and',
        left: { kind: 'present', path: { name: 'b' } },
        right: { kind: 'present', path: { name: 'c' } },
      },
    });
    expect(parseFilter('not (a pr)')).toEqual({
      kind: 'not',
      filter: { kind: 'present', path: { name: 'a' } },
    });
    expect(matches('(userName pr or title pr) and not (active eq false)')).toBe(true);
  });

  it('reads strings as JSON does, escapes included, and parentheses inside them as text', () => {
    expect(parseFilter('displayName eq "a \\"quoted\\" (name) and more"')).toEqual({
      kind: 'compare',
      path: { name: 'displayname' },
      operator: 'eq',
      value: 'a "quoted" (name) and more',
    });
  });

  it.each([
    'userName',
    'userName eq',
    'userName equals "x"',
    'userName eq "x" and',
    '(userName eq "x"',
    'userName eq "x")',
    'userName eq "unterminated',
    'emails[type eq "work"',
    'userName eq x',
    '= "x"',
    'a.b.c eq "x"',
    'not userName eq "x"',
    `${'('.repeat(40)}a pr${')'.repeat(40)}`,
    `userName eq "${'x'.repeat(maxFilterLength)}"`,
  ])('refuses %s', (filter) => {
    expect(() => parseFilter(filter)).toThrow(InvalidFilter);
  });
});
