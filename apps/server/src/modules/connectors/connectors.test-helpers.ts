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
