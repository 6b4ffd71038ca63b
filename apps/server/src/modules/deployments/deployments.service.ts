// Deployments of a tenant (admin-console.md sections 2, 4, 7): start one (a task per composed resource,
// the tenant locked, cost saving paused, all in one transaction), list them, their tasks, what the
// local provider made, and the ARM templates of the composition. The worker runs the tasks
// (jobs/deployment-task-runner.ts). The route has checked the caller's access at the tenant; every
// read here is also limited to the tenant of the address, so another tenant's deployment is 404.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  DEPLOYMENT_COST_SAVING_EXCLUSION_HOURS,
  DEPLOYMENT_TASK_STATUS,
  DEPLOYMENT_TASKS_DEFAULT_SORT,
  DEPLOYMENTS_DEFAULT_SORT,
  DEPLOYMENT_TASK_TYPES,
  TENANT_DEPLOYMENT_STATUS,
  tenantScope,
  type ArmTemplate,
  type DeploymentSortColumn,
  type DeploymentTaskSortColumn,
  type PagedQuery,
} from '@cairn/contracts';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import type { Db } from '../../db/client.js';
import { paginate } from '../../db/paginate.js';
import { deploymentProvisions, deployments, deploymentTasks } from '../../db/schema/deployments.js';
import { conflict, notFound } from '../../http/problem.js';
import { recordAuditEvent } from '../audit/audit.service.js';
import { armDeploymentName, armTemplateOf } from './arm/arm-templates.js';
import { deploymentAbilities } from './deployments.policy.js';
import { presentDeployment, presentProvision, presentTask } from './deployments.presenter.js';
import type { DeploymentPorts } from './ports.js';
import type { DeploymentProvider } from './providers/index.js';
import { localKindOf } from './providers/local.js';

/** 'deploy-20260131-154501': sortable, and a valid start of an ARM deployment name. */
const deploymentNameAt = (at: Date) =>
  `deploy-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}`;

export class DeploymentService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
    private readonly provider: DeploymentProvider,
    private readonly ports: DeploymentPorts,
    private readonly location: string,
  ) {}

  /** Starts a deployment: 409 while one runs (the tenant is locked) or when there is nothing to deploy. */
  async start(tenantId: string, caller: Principal) {
    const created = await this.db.transaction(async (tx) => {
      // Holds the tenant row until commit: two starts at once cannot both pass.
      await this.ports.tenants.lock.assertUnlocked(tx, tenantId);
      const cloud = await this.ports.tenants.cloudOf(tx, tenantId);
      if (!cloud) throw notFound();
      const resources = await this.ports.tenants.listResources(tx, tenantId);
      const composed = new Set(resources.map((r) => `${r.resourceType}|${r.name}`));
      // Local things of resources no longer composed: kept, and a task says so (never deleted).
      const removed =
        this.provider.name === 'local'
          ? (
              await tx.select().from(deploymentProvisions).where(eq(deploymentProvisions.tenantId, tenantId))
            ).filter((p) => !composed.has(`${p.resourceType}|${p.resourceName}`))
          : [];
      if (resources.length === 0 && removed.length === 0)
        throw conflict('The tenant has no composed resources to deploy.', 'nothingToDeploy');
      const name = deploymentNameAt(new Date());
      const [deployment] = await tx
        .insert(deployments)
        .values({
          tenantId,
          name,
          provider: this.provider.name,
          startedBy: caller.id,
          startedByName: caller.type === 'User' ? caller.email : caller.aadObjectId,
        })
        .returning();
      const planned = resources.map((resource) => ({
        resource,
        task: this.provider.plan(resource, name, cloud),
      }));
      const tasks = await tx
        .insert(deploymentTasks)
        .values([
          ...planned.map(({ resource, task }, position) => ({
            deploymentId: deployment.id,
            tenantId,
            resourceId: resource.id,
            resourceName: resource.name,
            resourceType: resource.resourceType,
            name: task.name,
            type: task.type,
            configuration: JSON.stringify(task.configuration),
            template: task.template ?? null,
            position,
            status: DEPLOYMENT_TASK_STATUS.enqueued,
          })),
          ...removed.map((p, i) => ({
            deploymentId: deployment.id,
            tenantId,
            resourceName: p.resourceName,
            resourceType: p.resourceType,
            name: `Keep ${p.resourceType} ${p.resourceName}`,
            type: DEPLOYMENT_TASK_TYPES.keep,
            configuration: JSON.stringify({
              DeploymentName: name,
              ResourceName: p.resourceName,
              ResourceType: p.resourceType,
            }),
            position: planned.length + i,
            status: DEPLOYMENT_TASK_STATUS.enqueued,
          })),
        ])
        .returning({ status: deploymentTasks.status });
      await this.ports.tenants.lock.setDeploymentStatus(tx, tenantId, TENANT_DEPLOYMENT_STATUS.inProgress);
      await this.ports.costSaving?.excludeTenant(tx, tenantId, DEPLOYMENT_COST_SAVING_EXCLUSION_HOURS);
      await recordAuditEvent(tx, {
        action: 'Deployment.Start',
        actor: caller,
        target: `${cloud.name}: ${name}`,
        scope: tenantScope(tenantId),
        status: 201,
        detail: { deploymentId: deployment.id, provider: this.provider.name, tasks: tasks.length },
      });
      return presentDeployment(deployment, tasks);
    });
    return created;
  }

  /** A page of the tenant's deployments, newest first, each with the counts of its tasks. */
  async list(tenantId: string, caller: Principal, query: PagedQuery<DeploymentSortColumn>) {
    const cloud = await this.ports.tenants.cloudOf(this.db, tenantId);
    if (!cloud) throw notFound();
    const page = await paginate(this.db, query, {
      select: () => this.db.select().from(deployments).$dynamic(),
      where: eq(deployments.tenantId, tenantId),
      sortColumns: { createdAt: deployments.createdAt },
      defaultSort: DEPLOYMENTS_DEFAULT_SORT,
      // Two started in one instant keep one order (newest first, as before paging).
      tiebreak: [desc(deployments.id)],
    });
    const rows = page.results;
    const tasks = rows.length
      ? await this.db
          .select({ deploymentId: deploymentTasks.deploymentId, status: deploymentTasks.status })
          .from(deploymentTasks)
          .where(
            inArray(
              deploymentTasks.deploymentId,
              rows.map((r) => r.id),
            ),
          )
      : [];
    const permissions = await this.access.permissionsAt(
      caller,
      await this.access.resolve(tenantScope(tenantId)),
    );
    return {
      results: rows.map((row) =>
        presentDeployment(
          row,
          tasks.filter((t) => t.deploymentId === row.id),
        ),
      ),
      meta: page.meta,
      deploymentStatus: cloud.deploymentStatus,
      provider: this.provider.name,
      abilities: deploymentAbilities(permissions, cloud),
    };
  }

  /** A page of one deployment's tasks in their running order; the deployment counts all of them. */
  async tasks(tenantId: string, deploymentId: string, query: PagedQuery<DeploymentTaskSortColumn>) {
    const [deployment] = await this.db
      .select()
      .from(deployments)
      .where(and(eq(deployments.id, deploymentId), eq(deployments.tenantId, tenantId)));
    if (!deployment) throw notFound('This tenant has no such deployment.');
    const ofDeployment = eq(deploymentTasks.deploymentId, deploymentId);
    const [page, statuses] = await Promise.all([
      paginate(this.db, query, {
        select: () => this.db.select().from(deploymentTasks).$dynamic(),
        where: ofDeployment,
        sortColumns: { position: deploymentTasks.position },
        defaultSort: DEPLOYMENT_TASKS_DEFAULT_SORT,
        tiebreak: [asc(deploymentTasks.id)],
      }),
      this.db.select({ status: deploymentTasks.status }).from(deploymentTasks).where(ofDeployment),
    ]);
    return {
      deployment: presentDeployment(deployment, statuses),
      results: page.results.map(presentTask),
      meta: page.meta,
    };
  }

  /** What the local provider made for this tenant, with whether each resource is still composed. */
  provisions(tenantId: string) {
    return listProvisions(this.db, tenantId, this.ports.tenants.listResources);
  }

  /** The ARM template of every composed resource Resource Manager deploys, as a deployment would submit them. */
  async armTemplates(tenantId: string) {
    const cloud = await this.ports.tenants.cloudOf(this.db, tenantId);
    if (!cloud) throw notFound();
    const resources = await this.ports.tenants.listResources(this.db, tenantId);
    const name = deploymentNameAt(new Date());
    const templates: {
      resourceName: string;
      resourceType: string;
      DeploymentName: string;
      template: ArmTemplate;
    }[] = [];
    for (const resource of resources) {
      const template = armTemplateOf(resource, this.location);
      if (template)
        templates.push({
          resourceName: resource.name,
          resourceType: resource.resourceType,
          DeploymentName: armDeploymentName(name, resource.name),
          template,
        });
    }
    return {
      tenant: cloud.name,
      SubscriptionId: cloud.subscriptionId,
      ResourceGroupName: cloud.resourceGroupName,
      generatedAt: new Date().toISOString(),
      templates,
      // Composed resources with no ARM counterpart, so the file says why they are missing.
      notDeployedByResourceManager: resources
        .filter((r) => !templates.some((t) => t.resourceName === r.name && t.resourceType === r.resourceType))
        .map((r) => ({
          resourceName: r.name,
          resourceType: r.resourceType,
          local: localKindOf(r.resourceType) ?? null,
        })),
    };
  }
}

/**
 * What the local provider made for a tenant, with whether each resource is still composed. A free
 * function too: the warehouse, node model and storage locations read it before this module is built
 * (deployments pause cost saving, and costs meter the warehouses these provisions place).
 */
export async function listProvisions(
  db: Db,
  tenantId: string,
  listResources: DeploymentPorts['tenants']['listResources'],
) {
  const [rows, resources] = await Promise.all([
    db
      .select()
      .from(deploymentProvisions)
      .where(eq(deploymentProvisions.tenantId, tenantId))
      .orderBy(asc(deploymentProvisions.resourceName)),
    listResources(db, tenantId),
  ]);
  const composed = new Set(resources.map((r) => `${r.resourceType}|${r.name}`));
  return rows.map((row) => presentProvision(row, composed.has(`${row.resourceType}|${row.resourceName}`)));
}
