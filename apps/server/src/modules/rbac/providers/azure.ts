// The azure provider: the principal's access to a resource becomes Azure role assignments, created
// and removed through the Resource Manager REST contract
//   PUT/DELETE {management}/{scope}/providers/Microsoft.Authorization/roleAssignments/{guid}?api-version=2022-04-01
// with a token from Entra ID's client-credentials flow. The assignment's guid is derived from scope,
// principal and role, so applying a task twice changes nothing and a removal finds what was added.
import crypto from 'node:crypto';
import {
  armErrorOf,
  EntraClientCredentials,
  jsonObject,
  type AzureCredentials,
} from '../../../auth/entra-client-credentials.js';
import type { RbacPorts } from '../ports.js';
import type { RbacProvider, RbacWork } from './provider.js';

export const ARM_API_VERSION = '2022-04-01';

/** Azure's built-in role definitions (the same ids in every subscription). */
export const AZURE_ROLES = {
  storageBlobDataReader: '2a2b9908-6ea1-4ae2-8e65-a410df84e7d1',
  storageBlobDataContributor: 'ba92f5b4-2d11-453d-a403-e96b0029c9fe',
  reader: 'acdd72a7-3385-48ef-bd42-f606fba81ae7',
  contributor: 'b24988ac-6180-42a0-ab88-20f7382dd24c',
} as const;
const ROLE_NAMES: Record<string, string> = {
  [AZURE_ROLES.storageBlobDataReader]: 'Storage Blob Data Reader',
  [AZURE_ROLES.storageBlobDataContributor]: 'Storage Blob Data Contributor',
  [AZURE_ROLES.reader]: 'Reader',
  [AZURE_ROLES.contributor]: 'Contributor',
};

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RESOURCE_GROUP = /^[-\w.()]{1,90}$/;
const STORAGE_ACCOUNT = /^[a-z0-9]{3,24}$/;

/** A stable GUID for one (scope, principal, role): the role assignment's name. */
export function assignmentName(scope: string, principalId: string, roleDefinitionId: string) {
  const hex = crypto
    .createHash('sha256')
    .update(`${scope.toLowerCase()}|${principalId}|${roleDefinitionId}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export class AzureRbacProvider implements RbacProvider {
  readonly name = 'azure';
  private readonly credentials: EntraClientCredentials;

  constructor(
    /** Where the tenant's resource group and a storage root's account are configured. */
    private readonly places: Pick<RbacPorts, 'engagements' | 'storageRoots'>,
    private readonly azure: AzureCredentials,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.credentials = new EntraClientCredentials(azure, fetchImpl);
  }

  async apply({ task, principal, access }: RbacWork) {
    if (!principal.aadObjectId || !GUID.test(principal.aadObjectId))
      throw new Error(`${principal.name} has no directory object id (aadObjectId) to assign Azure roles to.`);
    const { scope, subscriptionId } = await this.scopeOf(task);
    const [readRole, writeRole] =
      task.resourceType === 'StorageRoot'
        ? [AZURE_ROLES.storageBlobDataReader, AZURE_ROLES.storageBlobDataContributor]
        : [AZURE_ROLES.reader, AZURE_ROLES.contributor];
    const wanted = access === 'write' ? writeRole : access === 'read' ? readRole : undefined;
    const token = await this.credentials.accessToken();
    for (const role of [readRole, writeRole]) {
      const url = this.assignmentUrl(scope, assignmentName(scope, principal.aadObjectId, role));
      if (role === wanted) {
        const res = await this.fetchImpl(url, {
          method: 'PUT',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            properties: {
              roleDefinitionId: `/subscriptions/${subscriptionId}/providers/Microsoft.Authorization/roleDefinitions/${role}`,
              principalId: principal.aadObjectId,
              principalType: principal.type === 'User' ? 'User' : 'ServicePrincipal',
            },
          }),
        });
        if (
          !res.ok &&
          !(res.status === 409 && (await armErrorOf(res.clone())).code === 'RoleAssignmentExists')
        )
          throw new Error(`Azure refused to assign ${ROLE_NAMES[role]}: ${(await armErrorOf(res)).message}`);
      } else {
        const res = await this.fetchImpl(url, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        if (!res.ok && res.status !== 404)
          throw new Error(`Azure refused to remove ${ROLE_NAMES[role]}: ${(await armErrorOf(res)).message}`);
      }
    }
    return wanted ? `${ROLE_NAMES[wanted]} assigned at ${scope}` : `Role assignments removed at ${scope}`;
  }

  private assignmentUrl(scope: string, name: string) {
    return `${this.azure.managementUrl}${scope}/providers/Microsoft.Authorization/roleAssignments/${name}?api-version=${ARM_API_VERSION}`;
  }

  /** The resource's Azure id: its storage account, or the tenant's resource group for the warehouse and repository. */
  private async scopeOf(task: RbacWork['task']) {
    const cloud = jsonObject((await this.places.engagements.cloudConfigurationOf(task.engagementId)) ?? '{}');
    const subscriptionId = String(cloud.SubscriptionId ?? '');
    const resourceGroup = String(cloud.ResourceGroupName ?? '');
    if (!GUID.test(subscriptionId) || !RESOURCE_GROUP.test(resourceGroup))
      throw new Error("The tenant's cloud configuration has no valid SubscriptionId and ResourceGroupName.");
    const group = `/subscriptions/${subscriptionId}/resourceGroups/${resourceGroup}`;
    if (task.resourceType !== 'StorageRoot') return { scope: group, subscriptionId };
    const storage = await this.places.storageRoots.configurationOf(task.engagementId, task.resourceName);
    const account = String(jsonObject(storage ?? '{}').StorageAccountName ?? '');
    if (!STORAGE_ACCOUNT.test(account))
      throw new Error(
        `The storage purpose '${task.resourceName}' has no Azure storage account (StorageAccountName).`,
      );
    return { scope: `${group}/providers/Microsoft.Storage/storageAccounts/${account}`, subscriptionId };
  }
}
