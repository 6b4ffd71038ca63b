// Factories for API tests: a tenant, an engagement, a user with roles — each with sensible defaults.
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AnyPgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { deployments } from '../db/schema/deployments.js';
import { applications, users } from '../db/schema/identity.js';
import { pipelineRuns } from '../db/schema/pipelines.js';
import { orchestrationRuns, orchestrations } from '../db/schema/orchestrations.js';
import { orchestrationInputSchema } from '@cairn/contracts';
import { storageConfigurations } from '../db/schema/storage.js';
import { engagements, tenants } from '../db/schema/tenancy.js';
import { DEFAULT_STORAGE_CONFIGURATIONS } from '../modules/storage/storage-config.service.js';
import { insertSecret } from '../modules/authorization/application-secrets.service.js';
import { assignRole, createUser } from '../seed/users.js';

export const PASSWORD = 'Correct-horse-1';
const unique = () => crypto.randomBytes(4).toString('hex');

export async function buildTenant(db: Db, name = `Tenant ${unique()}`) {
  const [tenant] = await db.insert(tenants).values({ name }).returning();
  return tenant;
}

export async function buildEngagement(
  db: Db,
  tenantId: string,
  input: {
    name?: string;
    features?: string[];
    storageImplementation?: 'LocalFileSystem' | 'AzureStorageAccount' | 'AwsS3Bucket';
    /** The storage configurations' JSON text (e.g. an S3 BucketName) instead of the defaults'. */
    storageConfiguration?: string;
  } = {},
) {
  const [engagement] = await db
    .insert(engagements)
    .values({
      name: input.name ?? `Engagement ${unique()}`,
      tenantId,
      features: input.features ?? ['Storage', 'Pipelines'],
    })
    .returning();
  await db.insert(storageConfigurations).values(
    DEFAULT_STORAGE_CONFIGURATIONS.map((c, position) => ({
      ...c,
      implementation: input.storageImplementation ?? c.implementation,
      configuration: input.storageConfiguration ?? c.configuration,
      engagementId: engagement.id,
      position,
    })),
  );
  return engagement;
}

export async function buildUser(
  db: Db,
  input: {
    email?: string;
    name?: string;
    roles?: { role: string; scope: string }[];
    disabled?: boolean;
    eulaAccepted?: boolean;
  } = {},
) {
  const user = await createUser(db, {
    email: input.email ?? `user-${unique()}@example.test`,
    name: input.name ?? 'Test User',
    password: PASSWORD,
    disabled: input.disabled,
    eulaAccepted: input.eulaAccepted,
  });
  for (const { role, scope } of input.roles ?? [])
    await assignRole(db, { type: 'User', id: user.id }, role, scope);
  return user;
}

export async function buildApplication(db: Db, input: { roles?: { role: string; scope: string }[] } = {}) {
  const secret = `secret-${unique()}-${unique()}`;
  const [app] = await db
    .insert(applications)
    .values({ name: `App ${unique()}`, aadObjectId: crypto.randomUUID() })
    .returning();
  const { id: secretId } = await insertSecret(db, app.id, secret);
  for (const { role, scope } of input.roles ?? [])
    await assignRole(db, { type: 'Application', id: app.id }, role, scope);
  return { ...app, secret, secretId };
}

export async function disableUser(db: Db, id: string) {
  await db.update(users).set({ disabled: true }).where(eq(users.id, id));
}

/** How many rows `table` holds (a test's "nothing was written"). */
export async function countRows(db: Db, table: AnyPgTable) {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
}

/** A new tenant with `count` engagements (buildEngagement's input each): its id and theirs. */
export async function buildSiblingEngagements(
  db: Db,
  count: number,
  input: Parameters<typeof buildEngagement>[2] = {},
) {
  const tenantId = (await buildTenant(db)).id;
  const engagementIds: string[] = [];
  for (let i = 0; i < count; i++) engagementIds.push((await buildEngagement(db, tenantId, input)).id);
  return { tenantId, engagementIds };
}

/** A pipeline run row of an engagement (a BuildModel run, queued), for tests that need one to exist. */
export async function buildRun(db: Db, engagementId: string, tenantId: string) {
  const [run] = await db
    .insert(pipelineRuns)
    .values({
      engagementId,
      tenantId,
      pipelineName: 'BuildModel',
      layerName: 'model',
      timeLimitSeconds: 3600,
    })
    .returning({ id: pipelineRuns.id });
  return run;
}

/** A deployment row of a tenant on the local provider. */
export async function buildDeployment(db: Db, tenantId: string, name: string) {
  const [deployment] = await db
    .insert(deployments)
    .values({ tenantId, name, provider: 'local' })
    .returning({ id: deployments.id });
  return deployment;
}

/** An orchestration of one step and a queued run of it, for tests that need them to exist. */
export async function buildOrchestration(db: Db, engagementId: string, tenantId: string) {
  const definition = orchestrationInputSchema.parse({
    name: `Orchestration ${unique()}`,
    steps: [{ name: 'model', layer: 'model', pipelineName: 'RunModel' }],
  });
  const [orchestration] = await db
    .insert(orchestrations)
    .values({ engagementId, tenantId, name: definition.name, definition })
    .returning({ id: orchestrations.id });
  const [run] = await db
    .insert(orchestrationRuns)
    .values({
      orchestrationId: orchestration.id,
      engagementId,
      tenantId,
      version: 1,
      definition,
      trigger: 'manual',
    })
    .returning({ id: orchestrationRuns.id });
  return { id: orchestration.id, runId: run.id };
}
