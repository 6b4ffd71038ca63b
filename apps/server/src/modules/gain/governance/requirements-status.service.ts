// The requirements status of a gain engagement (admin-console.md sections 2-6): every update is a
// new row (the newest is the current status, all rows the history), allowed only with the writer
// permission of the target status, never once SignedOff, and written to the audit log with the
// change. Only a platform Admin's revert lifts a sign-off: a new row with the status before it and the
// Admin's reason. The service also answers the SignedOff lock (GainSignOff) the other modules consult.
import { desc, eq, sql } from 'drizzle-orm';
import {
  engagementScope,
  PLATFORM_SCOPE,
  REQUIREMENTS_STATUSES,
  requirementsStatusWriter,
  SIGNED_OFF_STATUS,
  type GainSignOffRevert,
  type RequirementsStatusAnswer,
  type RequirementsStatusUpdate,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import type { Db, Tx } from '../../../db/client.js';
import { gainRequirementsStatuses } from '../../../db/schema/gain-governance.js';
import { conflict, forbidden } from '../../../http/problem.js';
import { recordAuditEvent } from '../../audit/audit.service.js';
import type { GainSignOff } from '../ports.js';
import type { GainEngagements, PrincipalNameOf } from './governance.ports.js';
import { requirementsStatusAbilities } from './requirements-status.policy.js';
import { presentRequirementsStatusEntry } from './requirements-status.presenter.js';

const statuses = gainRequirementsStatuses;

export const SIGNED_OFF_MESSAGE =
  'This gain engagement is signed off: its import configuration, folders, uploads and node model can no longer be changed.';

export class RequirementsStatusService implements GainSignOff {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly engagements: GainEngagements,
    private readonly nameOf: PrincipalNameOf,
  ) {}

  async get(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
  ): Promise<RequirementsStatusAnswer> {
    const isGain = await this.engagements.isGain(engagementId);
    const rows = await this.db
      .select()
      .from(statuses)
      .where(eq(statuses.engagementId, engagementId))
      .orderBy(desc(statuses.updatedAt), desc(statuses.id));
    const current = rows[0];
    const held = await this.access.permissionsAt(caller, scope);
    const platform = await this.access.heldAt(caller, PLATFORM_SCOPE);
    return {
      requirementsStatus: current?.requirementsStatus ?? 0,
      current: current ? presentRequirementsStatusEntry(current) : null,
      history: rows.map(presentRequirementsStatusEntry),
      abilities: requirementsStatusAbilities(held, platform, {
        isGain,
        signedOff: current?.requirementsStatus === SIGNED_OFF_STATUS,
      }),
    };
  }

  async update(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    input: RequirementsStatusUpdate,
  ): Promise<RequirementsStatusAnswer> {
    await this.engagements.assertGain(engagementId);
    const target = REQUIREMENTS_STATUSES[input.requirementsStatus];
    const held = await this.access.permissionsAt(caller, scope);
    if (!held.has(requirementsStatusWriter(target)))
      throw forbidden(`You may not set the requirements status to ${target}.`);
    const updatedBy = await this.nameOf(caller);
    await this.db.transaction(async (tx) => {
      await this.lockStatus(engagementId, tx);
      const [current] = await this.newest(engagementId, tx);
      if (current?.requirementsStatus === SIGNED_OFF_STATUS)
        throw conflict('The requirements status is SignedOff and can no longer be changed.', 'gainSignedOff');
      await tx.insert(statuses).values({
        engagementId,
        requirementsStatus: input.requirementsStatus,
        message: input.message,
        updatedById: caller.id,
        updatedBy,
      });
      await recordAuditEvent(tx, {
        action: 'Gain.RequirementsStatus.Update',
        actor: caller,
        target,
        scope: engagementScope(engagementId),
        detail: {
          from: REQUIREMENTS_STATUSES[current?.requirementsStatus ?? 0],
          to: target,
          message: input.message,
        },
      });
    });
    return this.get(caller, scope, engagementId);
  }

  /**
   * Lifts the sign-off: a new row (the history keeps the sign-off) with the status before it, the
   * Admin's reason as its message, audited. The route lets only GAIN.BFF.RequirementsStatus.SignOff.Revert
   * at the platform through. It works whether or not GAIN is on now, as the lock does.
   */
  async revertSignOff(
    caller: Principal,
    engagementId: string,
    input: GainSignOffRevert,
  ): Promise<RequirementsStatusAnswer> {
    await this.engagements.isGain(engagementId); // 404 for an unknown engagement
    const updatedBy = await this.nameOf(caller);
    await this.db.transaction(async (tx) => {
      await this.lockStatus(engagementId, tx);
      const [current, before] = await this.newest(engagementId, tx, 2);
      if (current?.requirementsStatus !== SIGNED_OFF_STATUS)
        throw conflict(
          'This gain engagement is not signed off: there is no sign-off to revert.',
          'gainNotSignedOff',
        );
      // Back to where the work stood when it was signed off (NotStarted if it was signed off at once).
      const restored = before?.requirementsStatus ?? 0;
      await tx.insert(statuses).values({
        engagementId,
        requirementsStatus: restored,
        message: input.reason,
        updatedById: caller.id,
        updatedBy,
      });
      await recordAuditEvent(tx, {
        action: 'Gain.RequirementsStatus.RevertSignOff',
        actor: caller,
        target: REQUIREMENTS_STATUSES[restored],
        scope: engagementScope(engagementId),
        detail: { from: 'SignedOff', to: REQUIREMENTS_STATUSES[restored], reason: input.reason },
      });
    });
    return this.get(caller, await this.access.resolve(engagementScope(engagementId)), engagementId);
  }

  async isSignedOff(engagementId: string, tx?: Tx): Promise<boolean> {
    // The lock is the engagement's state, not the feature's: switching GAIN off and on again must not
    // open a window for edits (a status row exists only where GAIN was on when it was set).
    const [current] = await this.newest(engagementId, tx ?? this.db);
    return current?.requirementsStatus === SIGNED_OFF_STATUS;
  }

  async assertEditable(engagementId: string, tx?: Tx): Promise<void> {
    if (await this.isSignedOff(engagementId, tx)) throw conflict(SIGNED_OFF_MESSAGE, 'gainSignedOff');
  }

  /** One change at a time per engagement, so two people cannot both move past (or back over) SignedOff. */
  private async lockStatus(engagementId: string, tx: Tx) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`gain-requirements-status:${engagementId}`}))`,
    );
  }

  private newest(engagementId: string, db: Db | Tx, count = 1) {
    return db
      .select({ requirementsStatus: statuses.requirementsStatus })
      .from(statuses)
      .where(eq(statuses.engagementId, engagementId))
      .orderBy(desc(statuses.updatedAt), desc(statuses.id))
      .limit(count);
  }
}
