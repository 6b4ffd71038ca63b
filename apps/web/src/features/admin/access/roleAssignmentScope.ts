// The add-role-assignment rules of admin-console.md section 5: roles chosen together share one scope
// mask (the others are disabled); an engagement mask ('/engagements/{engagementId}') is filled from an
// engagement selector, a tenant mask from a tenant selector; otherwise the scope is the mask itself.
import { engagementScope, parseScope, tenantScope, type AssignableRole } from '@cairn/contracts';

export type MaskKind = 'platform' | 'tenant' | 'engagement' | 'storage';

export function maskKind(mask: string): MaskKind | undefined {
  return parseScope(mask.replace(/\{path\}/, 'p').replace(/\{\w+\}/g, 'x'))?.kind;
}

/** The mask every chosen role shares; undefined when nothing is chosen. */
export function chosenMask(roles: readonly AssignableRole[], chosen: readonly string[]): string | undefined {
  return roles.find((r) => chosen.includes(r.name))?.scopeMask;
}

/** A role that cannot join the chosen ones: its mask differs. */
export function isRoleDisabled(role: AssignableRole, mask: string | undefined): boolean {
  return mask !== undefined && role.scopeMask !== mask;
}

export interface ScopeChoice {
  /** Which selector the mask needs, if any. */
  selector: 'engagement' | 'tenant' | null;
  /** The scope the assignments are made at; undefined until the selector is filled. */
  scope: string | undefined;
}

export function scopeFor(
  mask: string | undefined,
  picked: { engagementId?: string; tenantId?: string },
): ScopeChoice {
  if (!mask) return { selector: null, scope: undefined };
  const kind = maskKind(mask);
  const segments = mask.split('/').length;
  if (kind === 'engagement' && segments === 3)
    return {
      selector: 'engagement',
      scope: picked.engagementId ? engagementScope(picked.engagementId) : undefined,
    };
  if (kind === 'tenant' && segments === 3)
    return {
      selector: 'tenant',
      scope: picked.tenantId?.trim() ? tenantScope(picked.tenantId.trim()) : undefined,
    };
  return { selector: null, scope: mask };
}

/** What the dialog's own scope fixes: opened on a tenant, the tenant; on an engagement, the engagement. */
export function presetOf(contextScope: string): { tenantId?: string; engagementId?: string } {
  const parsed = parseScope(contextScope);
  if (parsed?.kind === 'tenant') return { tenantId: parsed.tenantId };
  if (parsed?.kind === 'engagement') return { engagementId: parsed.engagementId };
  return {};
}
