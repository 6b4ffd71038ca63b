// The audit log names a generic row's action in words (Noun.Verb) instead of showing its route.
import { describe, expect, it } from 'vitest';
import { auditActionOfRoute, readableAuditAction } from './audit-action-names.js';

describe('auditActionOfRoute', () => {
  it('names the resource the route ends in, and what the method does to it', () => {
    expect(auditActionOfRoute('POST', '/api/tenants')).toBe('Tenant.Create');
    expect(auditActionOfRoute('PUT', '/api/tenants/:tenantId')).toBe('Tenant.Update');
    expect(auditActionOfRoute('DELETE', '/api/engagements/:engagementId/brokers/:brokerId')).toBe(
      'Broker.Delete',
    );
    expect(auditActionOfRoute('PATCH', '/api/feedback/:feedbackId')).toBe('Feedback.Update');
  });

  it('reads plurals and dashed words as one singular noun', () => {
    expect(
      auditActionOfRoute(
        'POST',
        '/api/nodeModel/engagements/:engagementId/branches/:branch/layers/:layer/nodes/:node/categories',
      ),
    ).toBe('Category.Create');
    expect(auditActionOfRoute('POST', '/api/nodeModel/engagements/:engagementId/branches')).toBe(
      'Branch.Create',
    );
    expect(auditActionOfRoute('PUT', '/api/engagements/:engagementId/api-connections/:apiName')).toBe(
      'ApiConnection.Update',
    );
  });

  it('takes a last segment that is a verb as the verb, and the resource before it as the noun', () => {
    expect(auditActionOfRoute('POST', '/api/pipelines/engagements/:engagementId/runs/:runId/cancel')).toBe(
      'Run.Cancel',
    );
    expect(
      auditActionOfRoute('POST', '/api/engagements/:engagementId/dashboards/capacities/:tool/suspend'),
    ).toBe('Capacity.Suspend');
  });

  it('names the routes the rules would name wrong from its table, as the explicit events name them', () => {
    expect(auditActionOfRoute('PUT', '/api/engagements/current')).toBe('CurrentEngagement.Choose');
    expect(auditActionOfRoute('POST', '/api/profile/me/eula')).toBe('Eula.Accept');
    expect(auditActionOfRoute('POST', '/api/costs/tenants/:tenantId/stop-cost-saving')).toBe(
      'CostSaving.Stop',
    );
  });

  it("reads OpenAPI's {param} as Fastify's :param, and never returns a route", () => {
    expect(auditActionOfRoute('PUT', '/api/tenants/{tenantId}/resources')).toBe('TenantResources.Save');
    for (const [method, route] of [
      ['POST', '/api/some-new/:id/things'],
      ['PUT', '/'],
      ['OPTIONS', '/api/x'],
    ])
      expect(auditActionOfRoute(method, route)).toMatch(/^[A-Z][A-Za-z]*\.[A-Z][A-Za-z]*$/);
  });
});

describe('readableAuditAction', () => {
  it('names rows written before routes were named, and leaves named actions as they are', () => {
    expect(readableAuditAction('POST /api/profile/me/eula')).toBe('Eula.Accept');
    expect(readableAuditAction('PUT /api/tenants/:tenantId')).toBe('Tenant.Update');
    expect(readableAuditAction('SignIn.Local')).toBe('SignIn.Local');
    expect(readableAuditAction('Dashboards.Capacity.Suspend')).toBe('Dashboards.Capacity.Suspend');
  });
});
