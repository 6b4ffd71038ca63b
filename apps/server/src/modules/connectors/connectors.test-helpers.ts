// The connectors tests' shared set-up: an engagement's callers on an AWS server, and a broker body.
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { useFixture } from '../../test/fixture.js';
import { signedInEngagement, signInWithRole, type TestServer } from '../../test/test-server.js';

/** The broker and API connection tabs are AWS only: the server the connectors tests run. */
export const AWS = { CAIRN_CLOUD_PROVIDER: 'aws' };

/**
 * An engagement's callers, made before the describe block's tests: its writer (Super Configurer),
 * configurer and reader (Consultant), an outsider (Super Configurer of another engagement), the
 * engagement's id and its API address.
 */
export function useConnectorsEngagement(server: TestServer) {
  return useFixture(
    async () => {
      const { engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.superConfigurer);
      const user = (role: string) => signInWithRole(server, role, engagementScope(engagementId));
      return {
        engagementId,
        writer,
        configurer: await user(ROLE_NAMES.configurer),
        reader: await user(ROLE_NAMES.consultant),
        outsider: (await signedInEngagement(server, ROLE_NAMES.superConfigurer)).client,
        base: `/api/engagements/${engagementId}`,
      };
    },
    undefined,
    60_000,
  );
}

// A broker SFTP configuration as the AWS tab saves it (connectors tests), changed by `over`.
export const broker = (over: Record<string, unknown> = {}) => ({
  version: null,
  enabled: true,
  hostName: 'sftp.example.test',
  userName: 'cairn',
  passwordKeyName: 'broker.acme.password',
  sshKeyKeyName: '',
  port: 22,
  scanPath: '/outbox',
  fileFilters: [{ namePattern: '*.csv' }],
  ...over,
});
