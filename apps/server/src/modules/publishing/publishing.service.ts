// Publish pipelines: the collaboration branches of an engagement's node model, and the branch its
// Run screens' build and test pipelines execute (a run started without a Branch takes it; `main`
// until something is published). Publishing is audited in the same transaction as the change; a
// branch that breaks a data contract is refused (contracts/, docs/contracts.md).
import { eq } from 'drizzle-orm';
import {
  DEFAULT_BRANCH,
  engagementScope,
  featurePages,
  type CollaborationBranch,
  type PublishedBranch,
  type PublishRequest,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { publishedBranches } from '../../db/schema/publishing.js';
import { badRequest, conflict, forbidden } from '../../http/problem.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import type { ContractsService } from './contracts/contracts.service.js';
import { describeBreaks } from './contracts/contract-rules.js';
import { loadPublishAbilities } from './publishing.policy.js';
import { presentCollaborationBranch, presentPublishedBranch } from './publishing.presenter.js';
import type { EngagementLookup, NodeModelBranches } from './ports.js';

export const PUBLISH_AUDIT_ACTION = 'Pipelines.Publish';

/** The branch a run without a Branch parameter executes: the published one, else `main`. */
export async function publishedBranchOf(db: Db, engagementId: string): Promise<string> {
  const [row] = await db
    .select({ branch: publishedBranches.branch })
    .from(publishedBranches)
    .where(eq(publishedBranches.engagementId, engagementId));
  return row?.branch ?? DEFAULT_BRANCH;
}

export class PublishingService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      access: AccessService;
      engagements: EngagementLookup;
      nodeModel: NodeModelBranches;
      contracts: Pick<ContractsService, 'publishPlan'>;
    },
  ) {}

  /** The node model's branches with where to open them; 404 without the NodeModelGit feature. */
  async collaborationBranches(engagementId: string, origin: string): Promise<CollaborationBranch[]> {
    const [{ name }, heads] = await Promise.all([
      this.deps.engagements.get(engagementId),
      this.deps.nodeModel.branchHeads(engagementId),
    ]);
    return heads.map((head) => presentCollaborationBranch(name, head, origin));
  }

  async current(engagementId: string, caller: Principal): Promise<PublishedBranch> {
    const [row, abilities] = await Promise.all([
      this.row(engagementId),
      loadPublishAbilities(this.deps, caller, engagementId),
    ]);
    return presentPublishedBranch(row, abilities);
  }

  /** The branch a run without a Branch parameter executes. */
  publishedBranch(engagementId: string): Promise<string> {
    return publishedBranchOf(this.db, engagementId);
  }

  async publish(engagementId: string, input: PublishRequest, caller: Principal): Promise<PublishedBranch> {
    const abilities = await loadPublishAbilities(this.deps, caller, engagementId);
    const { features } = await this.deps.engagements.get(engagementId);
    if (featurePages(features).isGain) throw forbidden('A gain engagement publishes no pipelines.');
    const wanted = input.branch?.trim();
    if (!wanted)
      throw badRequest('No branch was chosen.', [
        { field: 'branch', message: 'Please choose a target repository', key: 'chooseTargetRepository' },
      ]);
    const heads = await this.deps.nodeModel.branchHeads(engagementId);
    const head = heads.find((h) => h.name.toLowerCase() === wanted.toLowerCase());
    if (!head)
      throw badRequest(`Branch ${wanted} does not exist.`, [
        { field: 'branch', message: 'Invalid value', key: 'invalidValue' },
      ]);
    const plan = await this.deps.contracts.publishPlan(engagementId, head.name);
    if (plan.breaks.length)
      throw conflict(
        `Branch ${head.name} breaks ${describeBreaks(plan.breaks)}. Version the contract up on the Contracts page first.`,
        'contractBroken',
      );
    const author = await this.deps.nodeModel.authorOf(caller);
    const values = {
      branch: head.name,
      commit: head.commit,
      publishedAt: new Date(),
      publishedBy: caller.id,
      publishedByName: author.name,
    };
    const row = await this.db.transaction(async (tx) => {
      const [saved] = await tx
        .insert(publishedBranches)
        .values({ engagementId, ...values })
        .onConflictDoUpdate({ target: publishedBranches.engagementId, set: values })
        .returning();
      await plan.record(tx, caller, author.name);
      await recordAuditEvent(tx, {
        action: PUBLISH_AUDIT_ACTION,
        actor: caller,
        target: head.name,
        scope: engagementScope(engagementId),
        detail: { branch: head.name, commit: head.commit },
      });
      return saved;
    });
    return presentPublishedBranch(row, abilities);
  }

  private async row(engagementId: string) {
    const [row] = await this.db
      .select()
      .from(publishedBranches)
      .where(eq(publishedBranches.engagementId, engagementId));
    return row;
  }
}
