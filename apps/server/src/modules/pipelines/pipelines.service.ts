// The pipelines of an engagement: one per layer and action (PIPELINE_NAMES), created on first use
// with the name as short name, so an engagement never has to be "set up" before its pipelines show.
import { and, asc, eq } from 'drizzle-orm';
import { LAYERS, PIPELINE_NAMES, TEST_RUN_LAYER, type Layer, type Pipeline } from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { pipelines } from '../../db/schema/pipelines.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import {
  loadPipelinePolicyContext,
  pipelineAbilities,
  type PipelinePolicyContext,
} from './pipelines.policy.js';

type Row = typeof pipelines.$inferSelect;

const ALL = Object.entries(PIPELINE_NAMES).flatMap(([layer, names]) =>
  names.map((name) => ({ layer, name })),
);

/** The only way a pipeline row becomes JSON: with what the caller (`policy`) may do with it. */
const present = (row: Row, policy: PipelinePolicyContext): Pipeline => ({
  name: row.name,
  layer: row.layer as Layer,
  shortName: row.shortName,
  isHidden: row.isHidden,
  abilities: pipelineAbilities(policy),
});

/** The pipeline layer a start-run request names: a layer of LAYERS, or TestLayer for 'test'. */
export function pipelineLayerOf(runLayer: string): Layer | undefined {
  if (runLayer === TEST_RUN_LAYER) return 'test';
  return (LAYERS as readonly string[]).includes(runLayer) ? (runLayer as Layer) : undefined;
}

export class PipelineService {
  /** Engagements whose pipelines this process has made sure of: a list is then a read only. */
  private readonly ensured = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  private policyFor(caller: Principal, engagementId: string) {
    return loadPipelinePolicyContext(this.access, caller, engagementId);
  }

  /** Creates the engagement's missing pipelines; safe to call concurrently (on conflict do nothing). */
  private async ensure(engagementId: string) {
    if (this.ensured.has(engagementId)) return;
    await this.db
      .insert(pipelines)
      .values(
        ALL.map((p, position) => ({
          engagementId,
          name: p.name,
          layer: p.layer,
          shortName: p.name,
          position,
        })),
      )
      .onConflictDoNothing();
    this.ensured.add(engagementId);
  }

  async list(engagementId: string, caller: Principal, layer?: Layer): Promise<Pipeline[]> {
    await this.ensure(engagementId);
    const rows = await this.db
      .select()
      .from(pipelines)
      .where(and(eq(pipelines.engagementId, engagementId), layer ? eq(pipelines.layer, layer) : undefined))
      .orderBy(asc(pipelines.position), asc(pipelines.name));
    // Names a newer version no longer knows stay in the table but are not offered.
    const policy = await this.policyFor(caller, engagementId);
    return rows.filter((r) => ALL.some((p) => p.name === r.name)).map((r) => present(r, policy));
  }

  async update(
    engagementId: string,
    name: string,
    change: { shortName?: string; isHidden?: boolean },
    caller: Principal,
  ): Promise<Pipeline> {
    if (!ALL.some((p) => p.name === name)) throw notFound('This pipeline does not exist.');
    const shortName = change.shortName?.trim();
    if (shortName === '')
      throw badRequest('shortName: Field cannot be empty', [
        { field: 'shortName', message: 'Field cannot be empty', key: 'fieldCannotBeEmpty' },
      ]);
    await this.ensure(engagementId);
    const one = and(eq(pipelines.engagementId, engagementId), eq(pipelines.name, name));
    const set = {
      ...(shortName !== undefined ? { shortName } : {}),
      ...(change.isHidden !== undefined ? { isHidden: change.isHidden } : {}),
    };
    const [row] = Object.keys(set).length
      ? await this.db.update(pipelines).set(set).where(one).returning()
      : await this.db.select().from(pipelines).where(one);
    return present(row, await this.policyFor(caller, engagementId));
  }

  /** Whether `name` is a pipeline of `layer` (PIPELINE_NAMES). */
  isPipelineOf(layer: Layer, name: string) {
    return (PIPELINE_NAMES[layer] ?? []).includes(name);
  }
}
