import type { AuditEntry } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { auditCsv } from './audit-csv';

const entry: AuditEntry = {
  uuid: 'e1',
  at: '2025-01-31T10:00:00.000Z',
  actor: { uuid: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' },
  action: 'group.member_add',
  target: { type: 'group', uuid: 'g1', name: 'Sales, "North"' },
  details: { user: 'bob@example.com' },
};

describe('the audit log as CSV', () => {
  it('writes a header and one quoted line per shown entry, with the actions in words', () => {
    const csv = auditCsv([
      entry,
      { ...entry, uuid: 'e2', actor: null, action: 'login_failed', target: null, details: {} },
    ]);
    expect(csv).toBe(
      '\uFEFFTime,Person,Action,Target type,Target,Details\r\n' +
        '2025-01-31T10:00:00.000Z,Ann Lee <ann@example.com>,Group member added,group,"Sales, ""North""",user: bob@example.com\r\n' +
        '2025-01-31T10:00:00.000Z,,Sign-in refused,,,\r\n',
    );
  });

  it("writes a name a designer or a person chose with a ' first when a spreadsheet would run it", () => {
    // Finding 4 of the third pass: page and group names and people's own names went into the file as typed.
    const csv = auditCsv([
      {
        ...entry,
        actor: {
          uuid: 'u2',
          firstName: '=HYPERLINK("https://evil.example")',
          lastName: 'X',
          email: 'x@example.com',
        },
        target: { type: 'view', uuid: 'v1', name: '@SUM(1+1)' },
        details: { name: '+1+1' },
      },
      { ...entry, uuid: 'e3', target: { type: 'group', uuid: 'g2', name: '-2+3' }, details: { rows: -42 } },
    ]);
    expect(csv.split('\r\n').slice(1, 3)).toEqual([
      '2025-01-31T10:00:00.000Z,"\'=HYPERLINK(""https://evil.example"") X <x@example.com>",Group member added,view,\'@SUM(1+1),name: +1+1',
      "2025-01-31T10:00:00.000Z,Ann Lee <ann@example.com>,Group member added,group,'-2+3,rows: -42",
    ]);
  });
});
