// Applications administration (admin-console.md "Applications"; service principals identified by a
// directory object id): the paged list, one application, create, rename, disable and delete, and its
// role assignments by scope. Routes need Users.Reader or Users.Writer at /platform; role assignment
// changes go through RoleAssignmentService.apply (POST /api/authorization/role-assignments).
// Disabling or deleting an application ends its bearer tokens in the same transaction, so a leaked
// credential stops working the moment an administrator reacts.
import { eq, sql } from 'drizzle-orm';
import {
  englishMessage,
  missingToGrant,
  newApplicationProblems,
  applicationNameProblems,
  parseScope,
  PERMISSIONS,
  PLATFORM_SCOPE,
  type CreateApplication,
  type FieldRuleMessage,
  type PagedQuery,
  type RoleAssignmentUpdate,
  type UpdateApplication,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { SessionService } from '../../auth/sessions.service.js';
import type { Db } from '../../db/client.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { roleAssignments, rolePermissions } from '../../db/schema/access.js';
import { applications } from '../../db/schema/identity.js';
import { badRequest, conflict, HttpProblem, notFound } from '../../http/problem.js';
import { recordRoleAssignments } from '../audit/audit.service.js';
import { recordApplicationChange } from './applications.audit.js';
import { applicationAbilities, type ApplicationPolicyContext } from './applications.policy.js';
import { presentApplication } from './applications.presenter.js';
import { assignmentsByScope, heldAt, type TenancyNames } from './principal-assignments.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

export const invalid = (problems: FieldRuleMessage[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );
const aadObjectIdNotAvailable = () =>
  invalid([{ field: 'aadObjectId', message: { key: 'aadObjectIdNotAvailable' } }]);

export class ApplicationService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly sessions: SessionService,
    private readonly tenancy: TenancyNames,
  ) {}

  async policy(caller: Principal): Promise<ApplicationPolicyContext> {
    return {
      caller,
      platform: await this.access.heldAt(caller, PLATFORM_SCOPE),
    };
  }

  async list(caller: Principal, query: PagedQuery<'name' | 'aadObjectId' | 'createdAt'>) {
    const policy = await this.policy(caller);
    const page = await paginate(this.db, query, {
      select: () =>
        this.db
          .select({
            id: applications.id,
            name: applications.name,
            aadObjectId: applications.aadObjectId,
            disabled: applications.disabled,
            createdAt: applications.createdAt,
          })
          .from(applications)
          .$dynamic(),
      searchIn: [applications.name, applications.aadObjectId],
      sortColumns: {
        name: applications.name,
        aadObjectId: applications.aadObjectId,
        createdAt: applications.createdAt,
      },
      defaultSort: 'name',
      tiebreak: [applications.id],
    });
    return presentPage(page, (row) => presentApplication(row, applicationAbilities(policy, row)));
  }

  /** The application with this directory object id (GUIDs compare case-insensitively), else 404. */
  async find(aadObjectId: string) {
    const [application] = await this.db
      .select()
      .from(applications)
      .where(eq(sql`lower(${applications.aadObjectId})`, aadObjectId.trim().toLowerCase()));
    if (!application) throw notFound('There is no application with this object id.');
    return application;
  }

  async get(caller: Principal, aadObjectId: string) {
    const application = await this.find(aadObjectId);
    return presentApplication(application, applicationAbilities(await this.policy(caller), application));
  }

  async create(caller: Principal, input: CreateApplication) {
    const problems = newApplicationProblems(input);
    if (problems.length) throw invalid(problems);
    const aadObjectId = input.aadObjectId.trim().toLowerCase();
    // Read before the transaction: PGlite answers one query at a time, so nothing may wait outside it.
    const policy = await this.policy(caller);
    try {
      const created = await this.db.transaction(async (tx) => {
        const [taken] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(eq(sql`lower(${applications.aadObjectId})`, aadObjectId));
        if (taken) throw aadObjectIdNotAvailable();
        const [row] = await tx
          .insert(applications)
          .values({ name: input.name.trim(), aadObjectId })
          .returning();
        await recordApplicationChange(tx, caller, 'Application.Create', row);
        return row;
      });
      return presentApplication(created, applicationAbilities(policy, created));
    } catch (error) {
      // Two administrators creating the same application at once: the unique index decides.
      if (isUniqueViolation(error)) throw aadObjectIdNotAvailable();
      throw error;
    }
  }

  async update(caller: Principal, aadObjectId: string, input: UpdateApplication) {
    const problems = applicationNameProblems(input);
    if (problems.length) throw invalid(problems);
    const application = await this.find(aadObjectId);
    const name = input.name.trim();
    await this.db.transaction(async (tx) => {
      await tx.update(applications).set({ name }).where(eq(applications.id, application.id));
      await recordApplicationChange(
        tx,
        caller,
        'Application.Update',
        { ...application, name },
        { previousName: application.name },
      );
    });
    return this.get(caller, application.aadObjectId);
  }

  /** Disabling ends the tokens too, so enabling again later does not bring old tokens back. */
  async setDisabled(applicationId: string, disabled: boolean, caller?: Principal) {
    await this.db.transaction(async (tx) => {
      const [changed] = await tx
        .update(applications)
        .set({ disabled })
        .where(eq(applications.id, applicationId))
        .returning();
      if (!changed) throw notFound('No such application.');
      if (disabled) await this.sessions.endApplicationTokens(applicationId, tx);
      if (caller)
        await recordApplicationChange(
          tx,
          caller,
          disabled ? 'Application.Disable' : 'Application.Enable',
          changed,
        );
    });
  }

  /**
   * Deletes the application, its secrets and tokens, and its role assignments in one transaction.
   * Taking a role away is bounded like any removal: a caller who could not remove one of the
   * application's roles cannot make it disappear by deleting the application either.
   */
  async delete(caller: Principal, aadObjectId: string) {
    const application = await this.find(aadObjectId);
    if (caller.type === 'Application' && caller.id === application.id)
      throw conflict('An application cannot delete itself.', 'selfDelete');
    const held = await this.db
      .select({ scope: roleAssignments.scope, roleName: roleAssignments.roleName })
      .from(roleAssignments)
      .where(
        sql`${roleAssignments.principalType} = 'Application' and ${roleAssignments.principalId} = ${application.id}`,
      );
    const updates: RoleAssignmentUpdate[] = held.map((a) => ({
      principalType: 'Application',
      principalId: application.aadObjectId,
      roleName: a.roleName,
      scope: a.scope,
      action: 'Remove',
    }));
    for (const update of updates) {
      const mine = await heldAt(this.access, caller, update.scope);
      const granted = await this.db
        .select({ name: rolePermissions.permissionName })
        .from(rolePermissions)
        .where(eq(rolePermissions.roleName, update.roleName));
      const kind = parseScope(update.scope)?.kind ?? 'platform';
      const missing = mine
        ? missingToGrant(
            mine,
            granted.map((g) => g.name),
            kind,
          )
        : [PERMISSIONS.authorizationWriter];
      if (missing.length) {
        await recordRoleAssignments(this.db, caller, [{ update, status: 403, missing }]);
        throw new HttpProblem(
          403,
          'Forbidden',
          `You cannot delete this application: it holds the role '${update.roleName}' at ${update.scope}, which you may not remove (you do not hold ${missing.join(', ')} there). Nothing was changed.`,
          'forbidden',
        );
      }
    }
    await this.db.transaction(async (tx) => {
      await tx
        .delete(roleAssignments)
        .where(
          sql`${roleAssignments.principalType} = 'Application' and ${roleAssignments.principalId} = ${application.id}`,
        );
      await recordRoleAssignments(
        tx,
        caller,
        updates.map((update) => ({ update, status: 200 as const })),
      );
      await this.sessions.endApplicationTokens(application.id, tx);
      // Its secrets go with it (ON DELETE CASCADE).
      await tx.delete(applications).where(eq(applications.id, application.id));
      await recordApplicationChange(tx, caller, 'Application.Delete', application, {
        removedAssignments: updates.length,
      });
    });
    this.access.forgetPermissions(); // its grants are gone
  }

  /** The application's role assignments grouped by scope, each role with whether the caller may remove it. */
  async assignments(caller: Principal, aadObjectId: string) {
    const application = await this.find(aadObjectId);
    return assignmentsByScope(this.db, this.access, this.tenancy, caller, {
      type: 'Application',
      id: application.id,
    });
  }
}
