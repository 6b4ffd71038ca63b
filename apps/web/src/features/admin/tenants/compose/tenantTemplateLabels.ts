// What the Import template modal calls each tenant template (issue 27). The template types are the
// spec's codes ('WKR Analtyics Base Tenant', spelling and all), kept as data: they are the tag of
// every imported card. People choose from a name that says what the template is for, and a line on
// what it sets up, in their language (adminCompose.tenantTemplates; docs/tenant-templates.md).
import type { TenantTemplateType } from '@cairn/contracts';

/** A Record, so a new template type does not compile until it has words. */
const TEMPLATE_KEYS: Record<TenantTemplateType, string> = {
  'WKR Analytics Engagement': 'wkrEngagement',
  'WKR Analtyics Base Tenant': 'wkrBase',
  'Payroll Analytics Engagement': 'payrollEngagement',
  'Payroll Analytics Base Tenant': 'payrollBase',
  'Payroll Automation': 'payrollAutomation',
};

export const tenantTemplateNameKey = (template: TenantTemplateType) =>
  `adminCompose.tenantTemplates.${TEMPLATE_KEYS[template]}.name`;

export const tenantTemplateDescriptionKey = (template: TenantTemplateType) =>
  `adminCompose.tenantTemplates.${TEMPLATE_KEYS[template]}.description`;
