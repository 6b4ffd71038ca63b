// The git repository an engagement's node model configuration names: NodeModelRepositoryId given as
// an http(s) address (a name is not an address: the node model stays in Cairn or on the deployment's
// git server), signed in with NodeModelGitUsername and the NodeModelGitToken kept in the engagement's
// secret store. The address is typed by an Engagements Writer, so Cairn connects only where
// CAIRN_OUTBOUND_ALLOW permits (net/outbound-addresses.ts), pins git to the address it checked (git
// would ask the DNS again: rebinding) and follows no redirect.
import { configurationSecretKey, nodeModelRepositoryAddress } from '@cairn/contracts';
import { conflict } from '../../http/problem.js';
import { OutboundAddressRefused, type OutboundAddresses } from '../../net/outbound-addresses.js';
import type { NodeModelRemotes } from './node-model.repositories.js';

export const NODE_MODEL_TOKEN_KEY = configurationSecretKey(
  'nodeModel',
  'nodeModelPlatformConfiguration.NodeModelGitToken',
);

export interface EngagementRemoteDeps {
  /** The newest node model configuration's values ({} when never saved). */
  nodeModelValues(engagementId: string): Promise<Record<string, unknown>>;
  revealSecret(engagementId: string, keyName: string): Promise<string | undefined>;
  outbound: Pick<OutboundAddresses, 'resolve'>;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function engagementRemotes(deps: EngagementRemoteDeps): NodeModelRemotes {
  return async (engagementId) => {
    const values = await deps.nodeModelValues(engagementId);
    const platform = (values.nodeModelPlatformConfiguration ?? {}) as Record<string, unknown>;
    const url = nodeModelRepositoryAddress(text(platform.NodeModelRepositoryId));
    if (!url) return undefined;
    let address: string;
    try {
      address = await deps.outbound.resolve(url.hostname.replace(/^\[|\]$/g, ''));
    } catch (err) {
      throw conflict(
        err instanceof OutboundAddressRefused
          ? `The node model's repository ${url.origin}: ${err.message}`
          : `The node model's repository ${url.origin} cannot be reached: its host name does not resolve.`,
        'nodeModelRepositoryUnreachable',
      );
    }
    return {
      url: url.href,
      username: text(platform.NodeModelGitUsername) || undefined,
      password: await deps.revealSecret(engagementId, NODE_MODEL_TOKEN_KEY),
      pinned: {
        host: url.hostname,
        port: url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80,
        address,
      },
    };
  };
}
