import { describe, expect, it } from 'vitest';
import { installDefaultOf, repositoryNameOf } from './configuration-defaults.js';

describe('what an unsaved card stands for', () => {
  it("names the node model's repository after the engagement when the tenant provisioned none", () => {
    expect(repositoryNameOf('Payroll Analytics 2026 — Zürich')).toBe('payroll-analytics-2026-zurich');
    expect(repositoryNameOf('***')).toBe('node-model');
    expect(
      installDefaultOf('nodeModel', {
        engagementName: 'Payroll NL',
        gitRepository: null,
        warehouseServer: null,
      })?.values,
    ).toEqual({
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: { NodeModelRepositoryId: 'payroll-nl' },
    });
  });

  it("puts the warehouse on the deployment's warehouse server where the processes share no disk (issue 30)", () => {
    const context = {
      engagementName: 'Payroll NL',
      gitRepository: 'payroll',
      warehouseServer: 'shared-warehouse',
    };
    expect(installDefaultOf('nodeModel', context)?.values).toEqual({
      nodeModelPlatformType: 'CairnGit',
      nodeModelPlatformConfiguration: {
        NodeModelRepositoryId: 'payroll',
        NodeModelSqlServerName: 'shared-warehouse',
      },
    });
  });
});
