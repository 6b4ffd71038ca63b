// Secrets of a locally provisioned key vault (a secret namespace): each value is sealed with the
// namespace's own key, which is itself stored sealed with the data directory's key (modules/secrets/secret-box.ts).
// A vault that was never deployed has no namespace: 404.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { deploymentProvisions, localVaultSecrets } from '../../../db/schema/deployments.js';
import { notFound } from '../../../http/problem.js';
import { dataDirectoryKey, open, seal } from '../../secrets/secret-box.js';

export class LocalVaultSecrets {
  constructor(
    private readonly db: Db,
    private readonly dataDir: string,
  ) {}

  private async namespace(tenantId: string, vaultName: string) {
    const [row] = await this.db
      .select({ id: deploymentProvisions.id, details: deploymentProvisions.details })
      .from(deploymentProvisions)
      .where(
        and(
          eq(deploymentProvisions.tenantId, tenantId),
          eq(deploymentProvisions.kind, 'SecretNamespace'),
          eq(deploymentProvisions.resourceName, vaultName),
        ),
      );
    const sealedKey = row ? (JSON.parse(row.details) as { sealedKey?: string }).sealedKey : undefined;
    if (!row || !sealedKey) throw notFound(`The key vault '${vaultName}' is not deployed.`);
    return { id: row.id, key: open(dataDirectoryKey(this.dataDir), sealedKey) };
  }

  async put(tenantId: string, vaultName: string, name: string, value: string) {
    const { id, key } = await this.namespace(tenantId, vaultName);
    const ciphertext = seal(key, value);
    await this.db
      .insert(localVaultSecrets)
      .values({ provisionId: id, name, ciphertext })
      .onConflictDoUpdate({
        target: [localVaultSecrets.provisionId, localVaultSecrets.name],
        set: { ciphertext, updatedAt: sql`now()` },
      });
  }

  async get(tenantId: string, vaultName: string, name: string): Promise<string | undefined> {
    const { id, key } = await this.namespace(tenantId, vaultName);
    const [row] = await this.db
      .select({ ciphertext: localVaultSecrets.ciphertext })
      .from(localVaultSecrets)
      .where(and(eq(localVaultSecrets.provisionId, id), eq(localVaultSecrets.name, name)));
    return row ? open(key, row.ciphertext).toString('utf8') : undefined;
  }
}
