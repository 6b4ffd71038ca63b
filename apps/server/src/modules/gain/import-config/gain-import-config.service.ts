// Gain import configurations (workspace.md sections 3-5): per gain engagement and process type,
// every save and every restore appends a version, so the history is the configuration's whole
// story and the newest version is the configuration. A save checks every row with section 5's
// rules first (a 400 names each field; nothing is written); once the requirements status is
// SignedOff nothing changes (409 through GainSignOff). Access is the route's (Configuration.Import
// Reader / Writer at the engagement); an engagement that is not a gain engagement is 409.
import { and, eq } from 'drizzle-orm';
import {
  englishMessage,
  gainImportConfigurationProblems,
  normalizeGainImportConfiguration,
  type GainImportConfiguration,
  type GainImportConfigurationResponse,
  type GainImportConfigurationSave,
  type GainProcessType,
} from '@cairn/contracts';
import type { AccessService, ResolvedScope } from '../../../access/access.service.js';
import type { Principal } from '../../../access/principal.js';
import type { Db, Tx } from '../../../db/client.js';
import { gainImportConfigurationVersions } from '../../../db/schema/gain-import-config.js';
import { versionedStore } from '../../../db/versioned-store.js';
import { configurationRestoreRefused } from '../../../db/versioned-store-problems.js';
import { badRequest, conflict } from '../../../http/problem.js';
import type { PrincipalNames } from '../../authorization/principal-directory.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import type { GainImportConfigurations, GainSignOff } from '../ports.js';
import { importConfigurationAbilities } from './gain-import-config.policy.js';
import {
  presentImportConfiguration,
  presentImportConfigurationForCaller,
  presentImportConfigurationVersion,
} from './gain-import-config.presenter.js';

const versions = gainImportConfigurationVersions;
/** Per engagement and process type; two saves at once get consecutive versions. */
const store = versionedStore({
  table: versions,
  of: ({ engagementId, processType }: { engagementId: string; processType: string }) =>
    and(eq(versions.engagementId, engagementId), eq(versions.processType, processType)),
  lockName: ({ engagementId, processType }) => `gain-import-configuration:${engagementId}:${processType}`,
});

/** A version's row: the configuration normalised, and who saved it. */
function newVersion(
  engagementId: string,
  processType: GainProcessType,
  configuration: GainImportConfigurationSave,
  author: ImportConfigurationAuthor,
  restoredFrom: number | null,
) {
  const normal = normalizeGainImportConfiguration(processType, configuration);
  return {
    engagementId,
    processType,
    fileLogicType: normal.fileLogicType,
    fileConfigurations: normal.fileConfigurations,
    tableConfigurations: normal.tableConfigurations,
    sqlQuery: normal.inputSqlConfiguration?.sqlQuery ?? null,
    restoredFrom,
    createdBy: author.id,
    createdByName: author.name,
  };
}

export interface ImportConfigurationAuthor {
  id: string | null;
  name: string | null;
}

export const NOT_A_GAIN_ENGAGEMENT = 'This engagement is not a gain engagement.';

export class GainImportConfigurationService implements GainImportConfigurations {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly engagements: EngagementService,
    private readonly names: PrincipalNames,
    private readonly signOff: GainSignOff,
  ) {}

  async get(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    processType: GainProcessType,
  ): Promise<GainImportConfigurationResponse> {
    await this.assertGain(engagementId);
    return this.presentForCaller(caller, scope, engagementId, processType);
  }

  async history(engagementId: string, processType: GainProcessType) {
    await this.assertGain(engagementId);
    return (await store.history(this.db, { engagementId, processType })).map(
      presentImportConfigurationVersion,
    );
  }

  /** Section 5's rules over every row, then one transaction: the lock check and a new version. */
  async save(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    processType: GainProcessType,
    body: GainImportConfigurationSave,
  ): Promise<GainImportConfigurationResponse> {
    await this.assertGain(engagementId);
    const problems = gainImportConfigurationProblems(processType, body);
    if (problems.length)
      throw badRequest(
        problems.map((p) => `${p.field}: ${englishMessage(p.message)}`).join('; '),
        problems.map((p) => ({ field: p.field, message: englishMessage(p.message), key: p.message.key })),
      );
    const author = await this.authorOf(caller);
    // Checked before the transaction: the lock's check reads outside it too (PGlite would wait on
    // itself); a status change racing a save is as if the save came first.
    await this.signOff.assertEditable(engagementId);
    await this.db.transaction(async (tx) => {
      await this.appendVersion(tx, engagementId, processType, body, author);
    });
    return this.presentForCaller(caller, scope, engagementId, processType);
  }

  /** Any version but the newest comes back as a new version (the history keeps what it replaced). */
  async restore(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    processType: GainProcessType,
    version: number,
  ): Promise<GainImportConfigurationResponse> {
    await this.assertGain(engagementId);
    const author = await this.authorOf(caller);
    // Checked before the transaction: the lock's check reads outside it too (PGlite would wait on
    // itself); a status change racing a save is as if the save came first.
    await this.signOff.assertEditable(engagementId);
    await this.db.transaction((tx) =>
      store.restoreAsNew(
        tx,
        { engagementId, processType },
        version,
        (chosen) => {
          const { fileLogicType, fileConfigurations, tableConfigurations, inputSqlConfiguration } =
            presentImportConfiguration(processType, chosen);
          return newVersion(
            engagementId,
            processType,
            { fileLogicType, fileConfigurations, tableConfigurations, inputSqlConfiguration },
            author,
            chosen.version,
          );
        },
        configurationRestoreRefused(version),
      ),
    );
    return this.presentForCaller(caller, scope, engagementId, processType);
  }

  // GainImportConfigurations (ports.ts): what the import engine and the promotions read.
  async current(engagementId: string, processType: GainProcessType): Promise<GainImportConfiguration> {
    return presentImportConfiguration(
      processType,
      await store.latest(this.db, { engagementId, processType }),
    );
  }

  async version(
    engagementId: string,
    processType: GainProcessType,
    version: number,
  ): Promise<GainImportConfiguration | undefined> {
    const row = await store.at(this.db, { engagementId, processType }, version);
    return row && presentImportConfiguration(processType, row);
  }

  /** Appends the next version, normalised (also the demo seed's way in). */
  async appendVersion(
    tx: Db | Tx,
    engagementId: string,
    processType: GainProcessType,
    configuration: GainImportConfigurationSave,
    author: ImportConfigurationAuthor,
    restoredFrom: number | null = null,
  ) {
    await store.append(
      tx,
      { engagementId, processType },
      newVersion(engagementId, processType, configuration, author, restoredFrom),
    );
  }

  private async presentForCaller(
    caller: Principal,
    scope: ResolvedScope,
    engagementId: string,
    processType: GainProcessType,
  ) {
    const [newest, held, signedOff] = await Promise.all([
      store.latest(this.db, { engagementId, processType }),
      this.access.permissionsAt(caller, scope),
      this.signOff.isSignedOff(engagementId),
    ]);
    return presentImportConfigurationForCaller(
      processType,
      newest,
      importConfigurationAbilities(held, signedOff),
    );
  }

  private async assertGain(engagementId: string) {
    const engagement = await this.engagements.get(engagementId);
    if (!engagement.features.includes('GAIN')) throw conflict(NOT_A_GAIN_ENGAGEMENT, 'notGain');
  }

  private async authorOf(caller: Principal): Promise<ImportConfigurationAuthor> {
    const name =
      caller.type === 'User'
        ? ((await this.names.userName(caller.id)) ?? caller.email)
        : ((await this.names.applicationName(caller.id)) ?? null);
    return { id: caller.id, name };
  }
}
