// Users administration (admin-console.md "Users overview", "User details"): the list, one user, create,
// the profile and authorization sides, activation, and a user's role assignments by scope. Routes
// need Users.Reader or Users.Writer at /platform; grants go through RoleAssignmentService.apply.
import { eq } from 'drizzle-orm';
import {
  englishMessage,
  newUserProblems,
  PLATFORM_SCOPE,
  userProfileProblems,
  type CreateUser,
  type CreateUserResult,
  type FieldRuleMessage,
  type PagedQuery,
  type UpdateUserAuthorization,
  type UpdateUserProfile,
  type UserScopeAssignments,
} from '@cairn/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/identity.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { assignmentsByScope, type TenancyNames } from './principal-assignments.js';
import { paginate, presentPage } from '../../db/paginate.js';
import { badRequest, conflict, notFound } from '../../http/problem.js';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { UserCredentials } from './user-credentials.js';
import type { PasswordLinkService } from './password-links.service.js';
import { presentUserDetail, presentUserListItem } from './users.presenter.js';
import { userAbilities, type UserPolicyContext } from './users.policy.js';
import type { UserAction } from './users.audit.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

const invalid = (problems: FieldRuleMessage[]) =>
  badRequest(
    problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
    problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
  );
/** A user's columns the list shows. */
const listColumns = { id: users.id, name: users.name, email: users.email, disabled: users.disabled };
const emailNotAvailable = () => invalid([{ field: 'email', message: { key: 'emailAddressNotAvailable' } }]);

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly access: AccessService,
    private readonly credentials: UserCredentials,
    private readonly passwordLinks: PasswordLinkService,
    private readonly tenancy: TenancyNames,
  ) {}

  private async policy(caller: Principal): Promise<UserPolicyContext> {
    const platform = await this.access.heldAt(caller, PLATFORM_SCOPE);
    return { caller, platform, passwordLinks: !this.config.oidc };
  }

  async list(caller: Principal, query: PagedQuery<'name' | 'email'>) {
    const policy = await this.policy(caller);
    const page = await paginate(this.db, query, {
      select: () => this.db.select(listColumns).from(users).$dynamic(),
      // Users are thousands at most: the page and its total in one statement (issue 29).
      selectWithTotal: (pagedTotal) =>
        this.db
          .select({ ...listColumns, pagedTotal })
          .from(users)
          .$dynamic(),
      searchIn: [users.name, users.email],
      sortColumns: { name: users.name, email: users.email },
      defaultSort: 'name',
      tiebreak: [users.id],
    });
    return presentPage(page, (row) => presentUserListItem(row, userAbilities(policy, row)));
  }

  private async find(email: string) {
    const [user] = await this.db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
    if (!user) throw notFound('There is no user with this e-mail address.');
    return user;
  }

  async get(caller: Principal, email: string) {
    const user = await this.find(email);
    const [profile] = await this.db.select().from(profiles).where(eq(profiles.userId, user.id));
    return presentUserDetail(
      user,
      profile ?? this.guestProfile(user),
      userAbilities(await this.policy(caller), user),
    );
  }

  /** A user without a profile row (made outside Cairn) shows as the Guest profile it would get. */
  private guestProfile(user: typeof users.$inferSelect): typeof profiles.$inferSelect {
    return {
      userId: user.id,
      displayName: user.name,
      language: 'en',
      templateName: 'Default',
      jobTitle: null,
      eulaAcceptedAt: null,
      lastLoginAt: null,
      currentEngagementId: null,
      image48: null,
      image120: null,
      image240: null,
      imageUpdatedAt: null,
      updatedAt: user.createdAt,
    };
  }

  async create(caller: Principal, input: CreateUser, origin: string): Promise<CreateUserResult> {
    const problems = newUserProblems(input);
    if (problems.length) throw invalid(problems);
    const email = input.email.trim().toLowerCase();
    const name = input.name.trim();
    // Read before the transaction: PGlite answers one query at a time, so nothing may wait outside it.
    const policy = await this.policy(caller);
    try {
      return await this.db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (taken) throw emailNotAvailable();
        const [user] = await tx.insert(users).values({ email, name }).returning();
        await tx.insert(profiles).values({
          userId: user.id,
          displayName: name,
          language: input.language,
          templateName: input.templateName,
        });
        const signIn = this.config.oidc
          ? { kind: 'identityProvider' as const, loginUrl: `${origin}/authorization/login` }
          : { kind: 'setPasswordLink' as const, ...(await this.passwordLinks.create(user.id, origin, tx)) };
        const [profile] = await tx.select().from(profiles).where(eq(profiles.userId, user.id));
        await recordAuditEvent(tx, {
          action: 'User.Create' satisfies UserAction,
          actor: caller,
          target: email,
          scope: PLATFORM_SCOPE,
        });
        return { user: presentUserDetail(user, profile, userAbilities(policy, user)), signIn };
      });
    } catch (error) {
      // Two administrators creating the same address at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailNotAvailable();
      throw error;
    }
  }

  async updateProfile(caller: Principal, email: string, input: UpdateUserProfile) {
    const problems = userProfileProblems(input);
    if (problems.length) throw invalid(problems);
    const user = await this.find(email);
    const jobTitle = input.jobTitle?.trim() || null;
    const change = {
      displayName: input.displayName.trim(),
      language: input.language,
      templateName: input.templateName,
      jobTitle,
    };
    await this.db
      .insert(profiles)
      .values({ userId: user.id, ...change })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...change, updatedAt: new Date() } });
    await recordAuditEvent(this.db, {
      action: 'User.UpdateProfile' satisfies UserAction,
      actor: caller,
      target: user.email,
      scope: PLATFORM_SCOPE,
    });
    return this.get(caller, user.email);
  }

  /**
   * Name and activation. Deactivating ends the user's sessions and bearer tokens in the same
   * transaction, so their very next request is refused and signing in again answers 'User is not active'.
   */
  async updateAuthorization(caller: Principal, email: string, input: UpdateUserAuthorization) {
    const user = await this.find(email);
    const name = input.name?.trim();
    if (input.name !== undefined && !name)
      throw invalid([{ field: 'name', message: { key: 'pleaseProvideName' } }]);
    if (input.disabled === true && caller.type === 'User' && caller.id === user.id) {
      throw conflict('You cannot deactivate yourself.', 'selfDeactivation');
    }
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          ...(name !== undefined && { name }),
          ...(input.disabled !== undefined && { disabled: input.disabled }),
        })
        .where(eq(users.id, user.id));
      if (input.disabled) await this.credentials.endAll(user.id, tx);
      const action: UserAction =
        input.disabled === true
          ? 'User.Deactivate'
          : input.disabled === false
            ? 'User.Activate'
            : 'User.Update';
      await recordAuditEvent(tx, {
        action,
        actor: caller,
        target: user.email,
        scope: PLATFORM_SCOPE,
        ...(name !== undefined && { detail: { name } }),
      });
    });
    return this.get(caller, user.email);
  }

  async createPasswordLink(email: string, origin: string) {
    if (this.config.oidc)
      throw conflict(
        'People sign in through the identity provider here; there are no passwords to set.',
        'identityProvider',
      );
    const user = await this.find(email);
    return this.passwordLinks.create(user.id, origin);
  }

  /** The user's role assignments grouped by scope, each role with whether the caller may remove it. */
  async assignments(caller: Principal, email: string): Promise<UserScopeAssignments[]> {
    const user = await this.find(email);
    return assignmentsByScope(this.db, this.access, this.tenancy, caller, { type: 'User', id: user.id });
  }
}
