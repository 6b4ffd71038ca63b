// Promotions of a gain engagement's import configuration versions (admin-console.md sections 2-4,
// docs/gain.md "Promotions"): promoting a version records it InProgress and answers at once; a test
// import of that version on the current staged files then runs in the background and makes it
// Success (runs use it from then on) or Failed. Revert marks the latest finished promotion Reverted
// and promotes its target back, with a required comment. Nothing starts while one is in progress.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type {
  GainProcessType,
  GainPromote,
  GainPromotionAnswer,
  GainPromotionList,
  GainPromotionRevert,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import type { Db, Tx } from '../../../db/client.js';
import { gainPromotions } from '../../../db/schema/gain-governance.js';
import { badRequest, conflict, notFound } from '../../../http/problem.js';
import { recordAuditEvent } from '../../audit/audit.service.js';
import type { GainDryRun, GainImportConfigurations, GainPromotedVersions } from '../ports.js';
import type { GainEngagements, PrincipalNameOf } from './governance.ports.js';
import { isInProgress, mayPromote, PROMOTION, revertPlan } from './promotions.policy.js';
import { presentPromotion, type PromotionRow } from './promotions.presenter.js';

const promotions = gainPromotions;
/** A test import still InProgress after this long was cut off by a restart: it counts as Failed. */
const STALE_AFTER_MINUTES = 30;
const MAX_STATUS_MESSAGE = 4000;

export interface PromotionPorts {
  configurations: GainImportConfigurations;
  dryRun: GainDryRun;
}

/** The other gain parts, resolved when first needed (they are built after governance). */
export type LazyPromotionPorts = () => Partial<PromotionPorts>;

function port<K extends keyof PromotionPorts>(ports: LazyPromotionPorts, key: K): PromotionPorts[K] {
  const found = ports()[key];
  if (!found) throw new Error(`The gain ${key} part is not wired (modules/gain/gain.module.ts).`);
  return found;
}

export class PromotionService implements GainPromotedVersions {
  /** Test imports running in the background (settled() waits for them: tests, shutdown). */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly engagements: GainEngagements,
    private readonly nameOf: PrincipalNameOf,
    private readonly ports: LazyPromotionPorts,
  ) {}

  async list(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    processType: GainProcessType,
  ): Promise<GainPromotionList> {
    await this.failStale(engagementId);
    const rows = await this.rows(engagementId, processType);
    const held = await this.access.permissionsAt(caller, scope);
    const isGain = await this.engagements.isGain(engagementId);
    const plan = mayPromote(held) ? revertPlan(rows) : undefined;
    return {
      results: rows.map((row) =>
        presentPromotion(row, {
          revert: row.id === plan?.latest.id,
          isRevertTarget: row.id === plan?.target.id,
        }),
      ),
      inProgress: isInProgress(rows),
      versionForRuns: (await this.versionForRuns(engagementId, processType)) ?? null,
      abilities: { promote: isGain && mayPromote(held) && !isInProgress(rows) },
    };
  }

  async promote(caller: Principal, engagementId: string, input: GainPromote): Promise<GainPromotionAnswer> {
    await this.engagements.assertGain(engagementId);
    const { processType, sourceVersion } = input;
    if (!(await port(this.ports, 'configurations').version(engagementId, processType, sourceVersion)))
      throw badRequest(
        `Version ${sourceVersion} of the ${processType} import configuration does not exist.`,
        [{ field: 'sourceVersion', message: 'Invalid value' }],
      );
    const createdBy = await this.nameOf(caller);
    const row = await this.db.transaction(async (tx) => {
      await this.lock(tx, engagementId, processType);
      if (isInProgress(await this.rows(engagementId, processType, tx)))
        throw conflict('A promotion is in progress: wait until it has finished.', 'promotionInProgress');
      const [added] = await tx
        .insert(promotions)
        .values({
          engagementId,
          processType,
          sourceVersion,
          status: PROMOTION.InProgress,
          comment: input.comment || null,
          createdById: caller.id,
          createdBy,
        })
        .returning();
      await this.audit(tx, caller, 'Gain.Promotion.Promote', added);
      return added;
    });
    this.testInBackground(row, caller);
    return presentPromotion(row, { revert: false, isRevertTarget: false });
  }

  async revert(
    caller: Principal,
    engagementId: string,
    processType: GainProcessType,
    input: GainPromotionRevert,
  ): Promise<GainPromotionAnswer> {
    await this.engagements.assertGain(engagementId);
    const createdBy = await this.nameOf(caller);
    const row = await this.db.transaction(async (tx) => {
      await this.lock(tx, engagementId, processType);
      const rows = await this.rows(engagementId, processType, tx);
      if (!rows.some((r) => r.id === input.promotionId)) throw notFound('No such promotion.');
      const plan = revertPlan(rows);
      if (!plan || plan.latest.id !== input.promotionId)
        throw conflict(
          isInProgress(rows)
            ? 'A promotion is in progress: wait until it has finished.'
            : 'Only the latest finished promotion can be reverted, and only to an earlier successful one.',
          'promotionNotRevertible',
        );
      await tx
        .update(promotions)
        .set({ status: PROMOTION.Reverted })
        .where(eq(promotions.id, plan.latest.id));
      const [added] = await tx
        .insert(promotions)
        .values({
          engagementId,
          processType,
          sourceVersion: plan.target.sourceVersion,
          status: PROMOTION.InProgress,
          comment: input.comment,
          createdById: caller.id,
          createdBy,
          revertOf: plan.latest.id,
        })
        .returning();
      await this.audit(tx, caller, 'Gain.Promotion.Revert', added, { reverted: plan.latest.sourceVersion });
      return added;
    });
    this.testInBackground(row, caller);
    return presentPromotion(row, { revert: false, isRevertTarget: false });
  }

  /** The newest successful promotion's version; undefined when none (runs use the newest version). */
  async versionForRuns(engagementId: string, processType: GainProcessType): Promise<number | undefined> {
    const [row] = await this.db
      .select({ sourceVersion: promotions.sourceVersion })
      .from(promotions)
      .where(
        and(
          eq(promotions.engagementId, engagementId),
          eq(promotions.processType, processType),
          eq(promotions.status, PROMOTION.Success),
        ),
      )
      .orderBy(desc(promotions.promotedAt), desc(promotions.id))
      .limit(1);
    return row?.sourceVersion;
  }

  /** Resolves when every background test import started so far has finished. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  private testInBackground(row: PromotionRow, caller: Principal) {
    const task = this.runTestImport(row, caller).finally(() => this.running.delete(task));
    this.running.add(task);
  }

  private async runTestImport(row: PromotionRow, caller: Principal): Promise<void> {
    let status = PROMOTION.Failed;
    let statusMessage: string | null;
    try {
      const configuration = await port(this.ports, 'configurations').version(
        row.engagementId,
        row.processType,
        row.sourceVersion,
      );
      if (!configuration) throw new Error(`Version ${row.sourceVersion} no longer exists.`);
      // The test import takes what a save sends: the version's own fields, not its bookkeeping.
      const { fileLogicType, fileConfigurations, tableConfigurations, inputSqlConfiguration } = configuration;
      const { ok, report } = await port(this.ports, 'dryRun').testImportConfiguration(
        row.engagementId,
        row.processType,
        { fileLogicType, fileConfigurations, tableConfigurations, inputSqlConfiguration },
        caller,
      );
      status = ok ? PROMOTION.Success : PROMOTION.Failed;
      statusMessage = ok ? null : report;
    } catch (err) {
      statusMessage = `The test import could not run: ${err instanceof Error ? err.message : String(err)}`;
    }
    await this.db
      .update(promotions)
      .set({
        status,
        statusMessage: statusMessage?.slice(0, MAX_STATUS_MESSAGE) ?? null,
        finishedAt: new Date(),
      })
      .where(and(eq(promotions.id, row.id), eq(promotions.status, PROMOTION.InProgress)));
  }

  /** A promotion whose test import a restart cut off would block every later one: it failed. */
  private async failStale(engagementId: string) {
    await this.db
      .update(promotions)
      .set({
        status: PROMOTION.Failed,
        statusMessage: 'The test import was interrupted (the server stopped).',
        finishedAt: new Date(),
      })
      .where(
        and(
          eq(promotions.engagementId, engagementId),
          eq(promotions.status, PROMOTION.InProgress),
          lt(promotions.promotedAt, sql`now() - make_interval(mins => ${STALE_AFTER_MINUTES})`),
        ),
      );
  }

  private rows(engagementId: string, processType: GainProcessType, db: Db | Tx = this.db) {
    return db
      .select()
      .from(promotions)
      .where(and(eq(promotions.engagementId, engagementId), eq(promotions.processType, processType)))
      .orderBy(desc(promotions.promotedAt), desc(promotions.id));
  }

  private lock(tx: Tx, engagementId: string, processType: GainProcessType) {
    return tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`gain-promotions:${engagementId}:${processType}`}))`,
    );
  }

  private audit(
    tx: Tx,
    caller: Principal,
    action: string,
    row: PromotionRow,
    extra: Record<string, unknown> = {},
  ) {
    return recordAuditEvent(tx, {
      action,
      actor: caller,
      target: `${row.processType} version ${row.sourceVersion}`,
      scope: `/engagements/${row.engagementId}`,
      detail: { promotionId: row.id, comment: row.comment, ...extra },
    });
  }
}
