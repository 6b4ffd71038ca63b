// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../i18n';
import type { AuditEvent } from '@cairn/contracts';
import { auditActionLabel, auditEventLabel, auditScopeLabel } from './auditLabels';

const t = i18n.t.bind(i18n);
const label = (action: string) => auditActionLabel(action, t, i18n);
/** An event with only what the labels read. */
const event = (change: Pick<AuditEvent, 'action' | 'outcome'> & Partial<AuditEvent>): AuditEvent => ({
  id: '1',
  at: '2026-03-01T13:05:09.000Z',
  principalType: 'User',
  actor: null,
  target: null,
  scope: null,
  tenantId: null,
  engagementId: null,
  engagementName: null,
  tenantName: null,
  targetName: null,
  status: 200,
  requestId: null,
  detail: null,
  ...change,
});
const names = {
  engagements: new Map([['e-1', 'Payroll Analytics 2026']]),
  tenants: new Map([['t-1', 'Northwind Holding']]),
};

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('auditActionLabel', () => {
  it('says an action with a sentence of its own in that sentence', () => {
    expect(label('SignIn.Local')).toBe('Sign-in with a password');
    expect(label('RoleAssignment.Add')).toBe('Role assigned');
  });

  it("says the others as the verb's sentence around the noun, the last two parts of the code", () => {
    expect(label('Tenant.Update')).toBe('Tenant changed');
    expect(label('CurrentEngagement.Choose')).toBe('Current engagement chosen');
    expect(label('Dashboards.Capacity.Suspend')).toBe('Dashboard capacity suspended');
    expect(label('Role.AddPermission')).toBe('Role: permission added');
  });

  it('humanises a noun or verb it has no words for, and shows what is not a code as it is', () => {
    expect(label('SomeThing.Create')).toBe('Some thing created');
    expect(label('Tenant.FrobnicateAll')).toBe('Tenant: frobnicate all');
    expect(label('POST /api/odd')).toBe('POST /api/odd');
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('de');
    try {
      expect(label('Tenant.Delete')).toBe('Mandant gelöscht');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('auditEventLabel', () => {
  it('names what a denied caller tried', () => {
    const denied = event({ action: 'Access.Denied', outcome: 'denied', detail: { attempted: 'Run.Start' } });
    expect(auditEventLabel(denied, t, i18n)).toBe('Access denied: Run started');
  });

  it('says a refused change was not done, and leaves sign-ins as they are', () => {
    const refused = event({ action: 'RoleAssignment.Add', outcome: 'denied' });
    expect(auditEventLabel(refused, t, i18n)).toBe('Not done: Role assigned');
    const failed = event({ action: 'SignIn.Local', outcome: 'failure' });
    expect(auditEventLabel(failed, t, i18n)).toBe('Sign-in with a password');
  });
});

describe('auditScopeLabel', () => {
  it('name the engagement or tenant the reader knows, and keep what they cannot name', () => {
    expect(auditScopeLabel('/engagements/e-1', names, t)).toBe('Payroll Analytics 2026');
    expect(auditScopeLabel('/engagements/e-1/storage/import/f-2026/jan', names, t)).toBe(
      'Payroll Analytics 2026 › import › f-2026 › jan',
    );
    expect(auditScopeLabel('/tenants/t-1', names, t)).toBe('Northwind Holding');
    expect(auditScopeLabel('/platform', names, t)).toBe('Platform');
    expect(auditScopeLabel('/engagements/e-9', names, t)).toBe('/engagements/e-9');
  });
});
