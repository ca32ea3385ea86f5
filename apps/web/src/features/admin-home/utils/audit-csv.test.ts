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
});
