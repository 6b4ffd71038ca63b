import { describe, expect, it } from 'vitest';
import {
  apiConnectionProblems,
  brokerPortProblem,
  brokerProblems,
  connectorProblems,
  fileNameMatches,
} from './connectors-api.js';

const broker = {
  brokerId: 'Acme',
  isNew: true,
  hostName: 'h',
  userName: 'u',
  scanPath: '/in',
  port: 22,
  passwordKeyName: 'p',
  sshKeyKeyName: '',
  fileFilters: [],
};
const keys = (problems: { field: string; message: { key: string } }[]) =>
  problems.map((p) => `${p.field}:${p.message.key}`);

describe('connectors rules (admin-console.md section 5)', () => {
  it('broker port: a whole number 1 to 65535', () => {
    expect(brokerPortProblem(1)).toBeNull();
    expect(brokerPortProblem(65535)).toBeNull();
    expect(brokerPortProblem(0)?.key).toBe('numberRange');
    expect(brokerPortProblem(65536)?.key).toBe('numberRange');
    expect(brokerPortProblem(22.5)?.key).toBe('numberRange');
    expect(brokerPortProblem(null)?.key).toBe('thisFieldIsRequired');
  });

  it('broker: name only when new, unique ignoring case; one of the two key names', () => {
    expect(brokerProblems(broker, ['Other'])).toEqual([]);
    expect(keys(brokerProblems(broker, ['aCmE']))).toEqual(['brokerId:brokerNameTaken']);
    expect(keys(brokerProblems({ ...broker, isNew: false }, ['aCmE']))).toEqual([]);
    expect(keys(brokerProblems({ ...broker, brokerId: 'a b' }))).toEqual([
      'brokerId:lettersDigitsDashUnderscore',
    ]);
    expect(keys(brokerProblems({ ...broker, passwordKeyName: ' ' }))).toEqual([
      'passwordKeyName:brokerPasswordOrSshKey',
      'sshKeyKeyName:brokerPasswordOrSshKey',
    ]);
    expect(brokerProblems({ ...broker, passwordKeyName: '', sshKeyKeyName: 'k' })).toEqual([]);
  });

  it('API connection: the four fields, an unused name when new, an http(s) token address', () => {
    const input = {
      apiName: 'Workday',
      isNew: true,
      clientId: 'c',
      clientSecretKeyName: 'k',
      tokenUrl: 'https://t',
      scope: 's',
    };
    expect(apiConnectionProblems(input)).toEqual([]);
    expect(keys(apiConnectionProblems(input, ['Workday']))).toEqual(['apiName:invalidValue']);
    expect(keys(apiConnectionProblems({ ...input, tokenUrl: 'file:///etc/passwd' }))).toEqual([
      'tokenUrl:invalidUrl',
    ]);
  });

  it('connectors: connector of the list, environment required and once per connector, JSON object', () => {
    expect(connectorProblems([{ connector: 'Sftp', environment: 'Test', configuration: '' }])).toEqual([]);
    expect(
      keys(
        connectorProblems([
          { connector: 'Nope', environment: 'Test', configuration: '"x"' },
          { connector: 'Sftp', environment: 'Test', configuration: '{}' },
          { connector: 'Sftp', environment: 'TEST', configuration: '{}' },
        ]),
      ),
    ).toEqual([
      'connectors.0.connector:invalidValue',
      'connectors.0.configuration:invalidJson',
      'connectors.2.environment:connectorEnvironmentTaken',
    ]);
  });

  it('file filters match whole names with * and ?, ignoring case; no filter matches everything', () => {
    expect(fileNameMatches(['*.csv'], 'A.CSV')).toBe(true);
    expect(fileNameMatches(['*.csv'], 'a.csv.bak')).toBe(false);
    expect(fileNameMatches(['pay_??.txt'], 'pay_01.txt')).toBe(true);
    expect(fileNameMatches(['a+b(1).csv'], 'a+b(1).csv')).toBe(true);
    expect(fileNameMatches([], 'anything')).toBe(true);
  });
});
