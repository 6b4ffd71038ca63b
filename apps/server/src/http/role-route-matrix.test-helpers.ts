// The role x route matrix's rules (role-route-matrix.test.ts): which calls each registered route gets
// (its targets), and what each principal should get there, derived from the route's declared access
// and the contracts' built-in roles, not from AccessService, so the two can disagree.
import {
  BUILT_IN_ROLES,
  PLATFORM_SCOPE,
  SCOPE_MASKS,
  engagementScope,
  storageScope,
  tenantScope,
  type BuiltInRole,
} from '@cairn/contracts';
import type { RouteRecord } from './route-access.js';

export type Verdict = 'allowed' | 'denied 401' | 'denied 403' | 'denied 404';

export interface MatrixSeed {
  tenantId: string;
  engagementA: string;
  engagementB: string;
  /** Path segments, in engagement A's `main` storage, of the folder the folder roles are granted on. */
  folder: string[];
  /**
   * Real objects the reads name instead of OTHER_PARAMS' made-up ones, by parameter: engagement A's
   * run, the tenant's deployment, an application and its secret, a user, a role and a permission.
   */
  objects: Record<string, string>;
}

export interface MatrixPrincipal {
  label: string;
  /** Null for anonymous. */
  signedIn: boolean;
  /** The principal's one role assignment; null for anonymous and the signed-in user without a role. */
  assignment: { role: string; permissions: ReadonlySet<string>; scope: string } | null;
}

/** One call of a route: its parameters, and the scopes at which the route's access must be checked. */
export interface Target {
  label: string;
  params: Record<string, string>;
  query: Record<string, string>;
  /**
   * The scope the declaration names for this call. A folder route's path may name the folder or an
   * object in it (the description says `{folder path}` either way), so such a target lists both
   * readings; it is chosen so that both give every principal the same verdict.
   */
  scopes: string[];
}

export type ClassifiedRoute =
  | { kind: 'public'; route: RouteRecord }
  | { kind: 'signedIn'; route: RouteRecord; targets: Target[] }
  | { kind: 'permission'; route: RouteRecord; permission: string; targets: Target[] }
  | { kind: 'unclassified'; route: RouteRecord; reason: string };

/**
 * Values of path parameters that are not part of any scope. They name nothing that exists, so a
 * caller allowed past authorisation changes nothing (the handler answers 404 or 400); authorisation
 * never depends on them.
 */
export const OTHER_PARAMS: Record<string, string> = {
  purpose: 'main',
  branch: 'matrix-no-such-branch',
  layer: 'model',
  node: 'MatrixNoSuchNode',
  source: 'MatrixNoSuchSource',
  category: 'MatrixNoSuchCategory',
  test: 'MatrixNoSuchTest',
  name: 'RunModel',
  runId: '00000000-0000-4000-8000-00000000a001',
  schema: 'import',
  table: 'matrix_no_such_table',
  email: 'matrix-nobody@example.test',
  aadObjectId: '00000000-0000-4000-8000-00000000a002',
  secretId: '00000000-0000-4000-8000-00000000a003',
  roleName: 'Matrix No Such Role',
  permissionName: 'Matrix.NoSuch.Permission',
  deploymentId: '00000000-0000-4000-8000-00000000a004',
  // An engagement configuration card; the matrix's engagements have no Reporting feature: 404 past access.
  kind: 'reporting',
  brokerId: 'MatrixNoSuchBroker',
  apiName: 'MatrixNoSuchApi',
  // A gain import configuration's process type; the matrix's engagements are not gain: 409 past access.
  processType: 'GainData',
  // A dashboard capacity (Power BI Embedded); past access the engagement's features decide (404 without dashboards).
  tool: 'PowerBi',
  // A dashboard, its tile and filter: none exists, so past access the answer is 404.
  dashboardId: '00000000-0000-4000-8000-00000000a005',
  tileId: 'matrix_no_such_tile',
  filterId: 'matrix_no_such_filter',
  // A personal access token of the caller's: none has this id, so past access the answer is 404.
  tokenId: '00000000-0000-4000-8000-00000000a006',
  // A feedback or help request (/platform): none has this id, so past access the answer is 404.
  feedbackId: '00000000-0000-4000-8000-00000000a007',
  // A gain batch (its retried delivery): none has this id, so past access the answer is 404.
  batchRowId: '00000000-0000-4000-8000-00000000a008',
  // An orchestration and a run of one: none has these ids, so past access the answer is 404.
  orchestrationId: '00000000-0000-4000-8000-00000000a009',
  orchestrationRunId: '00000000-0000-4000-8000-00000000a00a',
};

const engagementTarget = (label: string, engagementId: string): Target => ({
  label,
  params: { engagementId },
  query: {},
  scopes: [engagementScope(engagementId)],
});

/**
 * Folder routes are called at the storage root, inside the folder roles' folder, in a sibling folder
 * (outside it) and at engagement B's root. `request` says where the route reads engagement, purpose
 * and path from.
 */
function folderTargets(
  seed: MatrixSeed,
  request: (engagementId: string, path: string) => Pick<Target, 'params' | 'query'>,
): Target[] {
  const at = (label: string, engagementId: string, path: string[]): Target => ({
    label,
    ...request(engagementId, path.join('/')),
    scopes: [storageScope(engagementId, 'main', path), storageScope(engagementId, 'main', path.slice(0, -1))],
  });
  return [
    at('A main root', seed.engagementA, []),
    at('A in folder', seed.engagementA, [...seed.folder, 'f-inner', 'matrix.csv']),
    at('A elsewhere', seed.engagementA, ['f-matrix-elsewhere', 'matrix.csv']),
    at('B main root', seed.engagementB, []),
  ];
}

/**
 * How to call a route for each scope description the code declares. A new description (a new kind
 * of scope, or a new place the scope is read from) is unclassified until it is added here.
 */
const SCOPE_DESCRIPTIONS: Record<string, (seed: MatrixSeed) => Target[]> = {
  // A platform route may act on an engagement its address names while its access is the platform's
  // (an Admin's revert of a Gain sign-off): engagement A, which the body no schema accepts leaves as it is.
  [PLATFORM_SCOPE]: (seed) => [
    { label: 'platform', params: { engagementId: seed.engagementA }, query: {}, scopes: [PLATFORM_SCOPE] },
  ],
  '/engagements/{engagementId}': (seed) => [
    engagementTarget('A', seed.engagementA),
    engagementTarget('B', seed.engagementB),
  ],
  '/engagements/{engagementId}/storage/{purpose}/{folder path}': (seed) =>
    folderTargets(seed, (engagementId, path) => ({
      params: { engagementId, purpose: 'main' },
      query: { path },
    })),
  '/engagements/{engagementId}/storage/{storagePurpose}/{path}': (seed) =>
    folderTargets(seed, (engagementId, path) => ({
      params: { engagementId },
      query: { storagePurpose: 'main', path },
    })),
  '/tenants/{tenantId}': (seed) => [
    { label: 'tenant', params: { tenantId: seed.tenantId }, query: {}, scopes: [tenantScope(seed.tenantId)] },
  ],
  '?scope': (seed) =>
    [
      ['platform', PLATFORM_SCOPE],
      ['tenant', tenantScope(seed.tenantId)],
      ['A', engagementScope(seed.engagementA)],
      ['A folder', storageScope(seed.engagementA, 'main', seed.folder)],
      ['B', engagementScope(seed.engagementB)],
    ].map(([label, scope]) => ({ label, params: {}, query: { scope }, scopes: [scope] })),
};

/** A signed-in route is called once, at engagement A when its address names an engagement. */
const signedInTargets = (seed: MatrixSeed): Target[] => [
  { label: 'A', params: { engagementId: seed.engagementA }, query: {}, scopes: [] },
];

export function classifyRoute(route: RouteRecord, seed: MatrixSeed): ClassifiedRoute {
  const access = route.access;
  const unclassified = (reason: string): ClassifiedRoute => ({ kind: 'unclassified', route, reason });
  if (!access) return unclassified('it declares no access');
  const keys = Object.keys(access).sort().join(',');
  let classified: Extract<ClassifiedRoute, { targets: Target[] }>;
  if ('public' in access && keys === 'public,why') return { kind: 'public', route };
  if ('signedIn' in access && (keys === 'signedIn' || keys === 'signedIn,users')) {
    classified = { kind: 'signedIn', route, targets: signedInTargets(seed) };
  } else if ('permission' in access && keys === 'permission,scope,scopeDescription') {
    const targets = SCOPE_DESCRIPTIONS[access.scopeDescription];
    if (!targets)
      return unclassified(
        `the matrix does not know the scope '${access.scopeDescription}'; add it to SCOPE_DESCRIPTIONS`,
      );
    classified = { kind: 'permission', route, permission: access.permission, targets: targets(seed) };
  } else {
    return unclassified(
      `the matrix does not know access of the kind {${keys}}; teach classifyRoute and expectedVerdict`,
    );
  }
  const unknown = [...route.url.matchAll(/:(\w+)/g)]
    .map((m) => m[1])
    .filter((p) => !(p in OTHER_PARAMS) && !classified.targets.every((t) => p in t.params));
  if (unknown.length)
    return unclassified(
      `the matrix does not know what to put in :${unknown.join(', :')}; add it to OTHER_PARAMS`,
    );
  return classified;
}

/** The scope a built-in role is assigned at in the matrix, from its scope mask. */
export function scopeForMask(role: BuiltInRole, seed: MatrixSeed): string {
  switch (role.scopeMask) {
    case SCOPE_MASKS.platform:
      return PLATFORM_SCOPE;
    case SCOPE_MASKS.tenant:
      return tenantScope(seed.tenantId);
    case SCOPE_MASKS.engagement:
      return engagementScope(seed.engagementA);
    case SCOPE_MASKS.folder:
      return storageScope(seed.engagementA, 'main', seed.folder);
    default:
      throw new Error(
        `The matrix does not know where to assign '${role.name}' (scope mask ${role.scopeMask}); extend scopeForMask.`,
      );
  }
}

export const builtInRolePrincipals = (seed: MatrixSeed): MatrixPrincipal[] =>
  BUILT_IN_ROLES.map((role) => ({
    label: role.name,
    signedIn: true,
    assignment: { role: role.name, permissions: new Set(role.permissions), scope: scopeForMask(role, seed) },
  }));

/** The tenant a scope lies in, when it is the matrix's tenant or one of its engagements (or below). */
function tenantOf(scope: string, seed: MatrixSeed): string | null {
  if (scope === tenantScope(seed.tenantId)) return seed.tenantId;
  const engagementId = scope.match(/^\/engagements\/([^/]+)/)?.[1];
  return engagementId === seed.engagementA || engagementId === seed.engagementB ? seed.tenantId : null;
}

/** Whether an assignment at `held` holds at `target`: the same scope, or any scope above it. */
function covers(held: string, target: string, seed: MatrixSeed): boolean {
  if (held === PLATFORM_SCOPE || held === target || target.startsWith(`${held}/`)) return true;
  return held === tenantScope(seed.tenantId) && tenantOf(target, seed) === seed.tenantId;
}

function verdictAt(principal: MatrixPrincipal, permission: string, scope: string, seed: MatrixSeed): Verdict {
  const a = principal.assignment;
  if (a && covers(a.scope, scope, seed) && a.permissions.has(permission)) return 'allowed';
  // The platform is no object to hide. Anything else is visible to a principal with a role at it,
  // above it or below it (a folder role shows its engagement), and invisible (404) to everyone else.
  if (scope === PLATFORM_SCOPE) return 'denied 403';
  return a && (covers(a.scope, scope, seed) || covers(scope, a.scope, seed)) ? 'denied 403' : 'denied 404';
}

export function expectedVerdict(
  route: ClassifiedRoute,
  target: Target,
  principal: MatrixPrincipal,
  seed: MatrixSeed,
): Verdict {
  if (route.kind === 'public' || route.kind === 'unclassified')
    throw new Error(`${route.kind} routes are not in the matrix`);
  if (!principal.signedIn) return 'denied 401';
  // Only users sign in in the matrix, so `users: 'only'` lets every one of them through.
  if (route.kind === 'signedIn') return 'allowed';
  const verdicts = new Set(target.scopes.map((scope) => verdictAt(principal, route.permission, scope, seed)));
  if (verdicts.size !== 1)
    throw new Error(
      `Matrix target '${target.label}' is ambiguous for ${principal.label}: choose a path whose readings agree.`,
    );
  return [...verdicts][0];
}

/**
 * The address of a call: the route's parameters filled in, the target's query appended. A read names
 * the seed's real objects where it has them (nothing is changed by it); a write names made-up ones,
 * so that a DELETE an allowed caller may make removes nothing the next call needs.
 */
export function addressOf(route: RouteRecord, target: Target, seed: MatrixSeed): string {
  const real = route.method === 'GET' ? seed.objects : {};
  const path = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(target.params[name] ?? real[name] ?? OTHER_PARAMS[name]),
  );
  const query = new URLSearchParams(target.query).toString();
  return query ? `${path}?${query}` : path;
}

export interface MatrixCell {
  route: string;
  principal: string;
  target: string;
  expected: Verdict;
  got: string;
  status: number;
  /** Whether the call named real objects only (namesRealObjects). */
  real: boolean;
}

/** The mismatches as a table a failing test prints. */
export function mismatchTable(cells: MatrixCell[]): string {
  const rows = [
    ['route', 'target', 'principal', 'expected', 'got', 'status'],
    ...cells.map((c) => [c.route, c.target, c.principal, c.expected, c.got, String(c.status)]),
  ];
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((v, i) => v.padEnd(widths[i])).join(' | ')).join('\n');
}

/**
 * Whether a read names one of the seed's real objects, and every other parameter is real too (the
 * target's engagement or tenant).
 */
export function namesRealObjects(route: RouteRecord, target: Target, seed: MatrixSeed): boolean {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  return (
    route.method === 'GET' &&
    names.some((n) => n in seed.objects) &&
    names.every((n) => n in target.params || n in seed.objects)
  );
}
