// Versioned engagement configurations: every save and every restore appends a version (who, when),
// so the history is the configuration's whole story; the newest version is the configuration. A
// card's secret fields go to the secret store in the same transaction and never into a version.
// Access is the route's (Engagements.Reader / Writer at the engagement; another tenant's engagement
// is 404 there); a card whose feature is off is 404 here.
import { and, eq } from 'drizzle-orm';
import {
  CONFIGURATION_FEATURE,
  configurationProblems,
  configurationSecretKey,
  ENGAGEMENT_CONFIGURATION_KINDS,
  normalizeConfiguration,
  secretFieldsOf,
  valueAt,
  type ConfigurationOverview,
  type ConfigurationSave,
  configurationTagProblem,
  normalizedConfigurationTag,
  type EngagementConfiguration,
  type EngagementConfigurationKind,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db, Tx } from '../../db/client.js';
import { engagementConfigurationVersions } from '../../db/schema/engagement-configurations.js';
import { versionedStore } from '../../db/versioned-store.js';
import { configurationRestoreRefused } from '../../db/versioned-store-problems.js';
import { notFound } from '../../http/problem.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import type { EngagementService } from '../engagements/engagements.service.js';
import type { SecretStore } from '../secrets/secret-store.js';
import { invalid } from '../tenants/tenants.service.js';
import { installDefaultOf } from './configuration-defaults.js';
import { engagementResourceCards } from './configuration-resources.js';
import type { ConfigurationReferences } from './configuration-references.js';
import { configurationAbilities, mayStopCostSaving } from './engagement-configurations.policy.js';
import { presentConfiguration, presentVersion } from './engagement-configurations.presenter.js';

const versions = engagementConfigurationVersions;
/** A card's versions: per engagement and kind; two saves at once get consecutive versions. */
const store = versionedStore({
  table: versions,
  of: ({ engagementId, kind }: { engagementId: string; kind: string }) =>
    and(eq(versions.engagementId, engagementId), eq(versions.kind, kind)),
  lockName: ({ engagementId, kind }) => `configuration:${engagementId}:${kind}`,
});

const newVersion = (
  engagementId: string,
  kind: string,
  values: Record<string, unknown>,
  author: VersionAuthor,
  restoredFrom: number | null,
  tag: string | null = null,
) => ({ engagementId, kind, values, restoredFrom, tag, createdBy: author.id, createdByName: author.name });

export interface VersionAuthor {
  id: string | null;
  name: string | null;
}

export class EngagementConfigurationService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly engagements: EngagementService,
    private readonly secrets: SecretStore,
    private readonly names: PrincipalNames,
    /** What the cards' values may point at (configuration-references.ts). */
    private readonly references: Pick<ConfigurationReferences, 'problems'>,
    /** The warehouse server of an engagement that names none (configuration-defaults.ts). */
    private readonly warehouseServer: string | null = null,
  ) {}

  async overview(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
  ): Promise<ConfigurationOverview> {
    const engagement = await this.engagements.get(engagementId);
    const held = await this.access.permissionsAt(caller, scope);
    return {
      name: engagement.name,
      kinds: ENGAGEMENT_CONFIGURATION_KINDS.filter((k) =>
        engagement.features.includes(CONFIGURATION_FEATURE[k]),
      ),
      isGain: engagement.features.includes('GAIN'),
      resources: await engagementResourceCards(this.db, engagement.tenantId, engagement.resourceIds),
      abilities: { update: configurationAbilities(held).update, stopCostSaving: mayStopCostSaving(held) },
    };
  }

  async get(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    kind: EngagementConfigurationKind,
  ): Promise<EngagementConfiguration> {
    await this.activeCard(engagementId, kind);
    return this.present(caller, scope, engagementId, kind);
  }

  async history(engagementId: string, kind: EngagementConfigurationKind) {
    await this.activeCard(engagementId, kind);
    return (await store.history(this.db, { engagementId, kind })).map(presentVersion);
  }

  /** Section 5's rules, then one transaction: the secrets replaced and a new version appended. */
  async save(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    kind: EngagementConfigurationKind,
    body: ConfigurationSave,
  ): Promise<EngagementConfiguration> {
    await this.activeCard(engagementId, kind);
    const secretFields = secretFieldsOf(kind);
    const unknownSecrets = Object.keys(body.secrets ?? {}).filter((f) => !secretFields.includes(f));
    const problems = [
      ...configurationProblems(kind, body.values),
      ...unknownSecrets.map((field) => ({ field: `secrets.${field}`, message: { key: 'invalidValue' } })),
      ...[configurationTagProblem(body.tag ?? '')].flatMap((message) =>
        message ? [{ field: 'tag', message }] : [],
      ),
    ];
    if (problems.length) throw invalid(problems);
    const held = await this.access.permissionsAt(caller, scope);
    const elsewhere = await this.references.problems(engagementId, kind, body.values, held);
    if (elsewhere.length) throw invalid(elsewhere);
    const author = await this.authorOf(caller);
    const stale = await this.staleSecrets(engagementId, kind, body);
    await this.db.transaction(async (tx) => {
      for (const field of stale)
        await this.secrets.remove(tx, engagementId, configurationSecretKey(kind, field), caller);
      for (const [field, value] of Object.entries(body.secrets ?? {}))
        await this.secrets.set(tx, engagementId, configurationSecretKey(kind, field), value, caller);
      await this.appendVersion(tx, engagementId, kind, normalizeConfiguration(kind, body.values), author, {
        tag: normalizedConfigurationTag(body.tag),
      });
    });
    return this.present(caller, scope, engagementId, kind);
  }

  /**
   * Secrets that belong to where the card pointed (issue 24): a node model repository given another
   * address keeps no token of the old one's, unless the save brings a new token.
   */
  private async staleSecrets(
    engagementId: string,
    kind: EngagementConfigurationKind,
    body: ConfigurationSave,
  ) {
    if (kind !== 'nodeModel') return [];
    const path = 'nodeModelPlatformConfiguration.NodeModelRepositoryId';
    const before = String(valueAt(await this.newestValues(engagementId, kind), path) ?? '').trim();
    const after = String(valueAt(body.values, path) ?? '').trim();
    const token = 'nodeModelPlatformConfiguration.NodeModelGitToken';
    return before && before !== after && !(body.secrets && token in body.secrets) ? [token] : [];
  }

  /** Any version but the newest comes back as a new version (the history keeps what it replaced). */
  async restore(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    kind: EngagementConfigurationKind,
    version: number,
  ): Promise<EngagementConfiguration> {
    await this.activeCard(engagementId, kind);
    const author = await this.authorOf(caller);
    await this.db.transaction((tx) =>
      store.restoreAsNew(
        tx,
        { engagementId, kind },
        version,
        (chosen) => newVersion(engagementId, kind, chosen.values, author, chosen.version),
        configurationRestoreRefused(version),
      ),
    );
    return this.present(caller, scope, engagementId, kind);
  }

  /** The newest saved values of a card, {} when none was saved (other modules' reads, e.g. the gain batch size). */
  async newestValues(
    engagementId: string,
    kind: EngagementConfigurationKind,
  ): Promise<Record<string, unknown>> {
    return (
      ((await store.latest(this.db, { engagementId, kind }))?.values as
        Record<string, unknown> | undefined) ?? {}
    );
  }

  /** Appends the next version (also the demo seed's way in). */
  async appendVersion(
    tx: Db | Tx,
    engagementId: string,
    kind: EngagementConfigurationKind,
    values: Record<string, unknown>,
    author: VersionAuthor,
    { restoredFrom = null, tag = null }: { restoredFrom?: number | null; tag?: string | null } = {},
  ) {
    await store.append(
      tx,
      { engagementId, kind },
      newVersion(engagementId, kind, values, author, restoredFrom, tag),
    );
  }

  private async present(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    kind: EngagementConfigurationKind,
  ) {
    const [newest, secrets, held] = await Promise.all([
      store.latest(this.db, { engagementId, kind }),
      this.secretStatus(engagementId, kind),
      this.access.permissionsAt(caller, scope),
    ]);
    const installDefault = newest ? null : await this.installDefault(engagementId, kind);
    return presentConfiguration(kind, newest, secrets, configurationAbilities(held), installDefault);
  }

  /** A card not saved yet: what this installation uses meanwhile, from the engagement's resources. */
  private async installDefault(engagementId: string, kind: EngagementConfigurationKind) {
    const engagement = await this.engagements.get(engagementId);
    const resources =
      kind === 'nodeModel'
        ? await engagementResourceCards(this.db, engagement.tenantId, engagement.resourceIds)
        : [];
    const git = resources.find((r) => r.resourceType === 'GitRepository');
    return installDefaultOf(kind, {
      engagementName: engagement.name,
      gitRepository: git?.name ?? null,
      warehouseServer: this.warehouseServer,
    });
  }

  /** Set or not per secret field, keyed by the field's name. */
  private async secretStatus(engagementId: string, kind: EngagementConfigurationKind) {
    const fields = secretFieldsOf(kind);
    const status = await this.secrets.status(
      engagementId,
      fields.map((f) => configurationSecretKey(kind, f)),
    );
    return Object.fromEntries(fields.map((f) => [f, status[configurationSecretKey(kind, f)] ?? false]));
  }

  private async activeCard(engagementId: string, kind: EngagementConfigurationKind) {
    const engagement = await this.engagements.get(engagementId);
    if (!engagement.features.includes(CONFIGURATION_FEATURE[kind]))
      throw notFound(`The ${kind} configuration is not active for this engagement.`);
  }

  private async authorOf(caller: Principal): Promise<VersionAuthor> {
    const name =
      caller.type === 'User'
        ? ((await this.names.userName(caller.id)) ?? caller.email)
        : ((await this.names.applicationName(caller.id)) ?? null);
    return { id: caller.id, name };
  }
}
