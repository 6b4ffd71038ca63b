// Demo RBAC tasks: the engagement's people and application get their tasks applied for real by the
// local provider (so the Tasks tab shows Succeeded rows and the grants match the roles), plus one
// task that failed with the cloud's message, as an engagement that once used the azure provider has.
import type { Config } from '../config.js';
import { AccessService } from '../access/access.service.js';
import type { Db } from '../db/client.js';
import { roleAssignments } from '../db/schema/access.js';
import { applications } from '../db/schema/identity.js';
import { rbacTasks } from '../db/schema/rbac.js';
import { eq, like, or } from 'drizzle-orm';
import { engagementScope } from '@cairn/contracts';
import { RbacTaskRunner } from '../jobs/rbac-task-runner.js';
import { LocalRbacProvider } from '../modules/rbac/providers/local.js';
import { RbacTaskService } from '../modules/rbac/rbac-tasks.service.js';
import { RbacPrincipalDirectory } from '../modules/authorization/rbac-principals.port.js';
import { EngagementTenancy } from '../modules/engagements/engagement-tenancy.port.js';
import { StorageRoots } from '../modules/storage/storage-roots.port.js';

export async function seedRbacDemo(
  db: Db,
  config: Pick<Config, 'cloudProvider'>,
  engagementId: string,
  applicationId: string,
) {
  if (config.cloudProvider === 'aws') return;
  const access = new AccessService(db);
  const tasks = new RbacTaskService(
    db,
    { cloudProvider: config.cloudProvider, rbac: { provider: 'local', pollMs: 2000 } },
    access,
    {
      principals: new RbacPrincipalDirectory(db),
      engagements: new EngagementTenancy(db),
      storageRoots: new StorageRoots(db),
    },
  );
  const scope = engagementScope(engagementId);
  const holders = await db
    .selectDistinct({
      principalType: roleAssignments.principalType,
      principalId: roleAssignments.principalId,
    })
    .from(roleAssignments)
    .where(or(eq(roleAssignments.scope, scope), like(roleAssignments.scope, `${scope}/%`)));
  await tasks.queue(
    db,
    holders.map((h) => ({ ...h, engagementId })),
  );
  await new RbacTaskRunner(db, access, tasks, new LocalRbacProvider(db), { error: () => {} }).drain();

  const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
  await db.insert(rbacTasks).values({
    engagementId,
    principalType: 'Application',
    principalId: applicationId,
    resourceName: 'northwindreports',
    resourceType: 'StorageAccount',
    status: 'Failed',
    message:
      "Azure refused to assign Storage Blob Data Reader: The client does not have authorization to perform action 'Microsoft.Authorization/roleAssignments/write'.",
    taskSpecs: JSON.stringify({
      Resource: { Name: 'northwindreports', ResourceType: 'StorageAccount' },
      Principal: { Id: app.aadObjectId, Type: 'Application' },
      EngagementId: engagementId,
      Provider: 'azure',
    }),
    createdAt: new Date(Date.now() - 26 * 3600_000),
    updatedAt: new Date(Date.now() - 26 * 3600_000),
  });
}
