// Import settings of folders and files through the API: inherited from the folder up to the defaults,
// saved per folder and file, the spec's messages for missing values, and who may see and change them.
import { beforeAll, describe, expect, it } from 'vitest';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import {
  fieldErrors,
  signedInEngagement,
  signInWithRole,
  useTestServer,
  type SignedInClient,
} from '../../test/test-server.js';
import { importCalls, SETTINGS } from './import.test-helpers.js';

describe('import settings', () => {
  const server = useTestServer();
  let engagementId: string;
  let writer: SignedInClient;
  let consultant: SignedInClient;
  let outsider: SignedInClient;

  beforeAll(async () => {
    ({ engagementId, client: writer } = await signedInEngagement(server, ROLE_NAMES.configurer));
    consultant = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(engagementId));
    outsider = (await signedInEngagement(server, ROLE_NAMES.configurer)).client;
  }, 60_000);

  const { newFolder, upload, list, settingsUrl } = importCalls(
    () => writer,
    () => engagementId,
  );

  it('inherit from the folder up to the defaults, and are saved per folder and file', async () => {
    const folder = await newFolder('Settings');
    await upload(folder, [{ name: 'a.csv', content: 'x\n1\n' }]);
    const initial = await writer.request('GET', settingsUrl(folder, 'a.csv'));
    expect(initial.json()).toEqual({
      name: 'a.csv',
      systemFolder: false,
      own: null,
      effective: { ...SETTINGS, lineEnding: '\n', inheritFromFolder: true },
      detected: null,
    });
    const saved = await writer.request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      delimiter: ';',
      hasHeader: false,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Settings',
      own: { delimiter: ';' },
      effective: { delimiter: ';', hasHeader: false, inheritFromFolder: false },
    });
    expect((await writer.request('GET', settingsUrl(folder, 'a.csv'))).json().effective).toMatchObject({
      delimiter: ';',
      hasHeader: false,
      inheritFromFolder: true,
    });
    await writer.request('PUT', settingsUrl(folder, 'a.csv'), {
      ...SETTINGS,
      delimiter: '|',
      worksheetName: ' ',
    });
    expect((await writer.request('GET', settingsUrl(folder, 'a.csv'))).json()).toMatchObject({
      own: { delimiter: '|' },
      effective: { delimiter: '|', inheritFromFolder: false },
    });
    expect((await list('')).find((o) => o.actualName === folder)?.hasImportSettings).toBe(true);
    expect((await writer.request('GET', settingsUrl(''))).json()).toMatchObject({
      systemFolder: true,
      own: null,
      effective: { delimiter: ',' },
    });
    expect((await writer.request('PUT', settingsUrl(''), SETTINGS)).statusCode).toBe(400);
  });

  it('refuses missing values with the spec messages and changes nothing', async () => {
    const folder = await newFolder('Bad settings');
    const res = await writer.request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      delimiter: '',
      quoteCharacter: '',
      lineEnding: '',
      encodingName: '',
    });
    expect(fieldErrors(res)).toEqual([
      { field: 'delimiter', message: 'Please provide a delimiter', key: 'provideDelimiter' },
      {
        field: 'quoteCharacter',
        message: 'Please provide a quote character',
        key: 'provideQuoteCharacter',
      },
      { field: 'lineEnding', message: 'Please provide a line ending', key: 'provideLineEnding' },
      { field: 'encodingName', message: 'Please provide an encoding name', key: 'provideEncodingName' },
    ]);
    const unknown = await writer.request('PUT', settingsUrl(folder), {
      ...SETTINGS,
      encodingName: 'klingon',
    });
    expect(unknown.json().errors).toEqual([
      { field: 'encodingName', message: 'This encoding is not known', key: 'unknownEncoding' },
    ]);
    expect((await writer.request('GET', settingsUrl(folder))).json().own).toBeNull();
  });

  it('need folder read to see and folder write to change; other engagements get 404', async () => {
    const folder = await newFolder('Guarded');
    expect((await consultant.request('GET', settingsUrl(folder))).statusCode).toBe(403);
    expect((await consultant.request('PUT', settingsUrl(folder), SETTINGS)).statusCode).toBe(403);
    expect((await outsider.request('GET', settingsUrl(folder))).statusCode).toBe(404);
    expect((await writer.request('GET', settingsUrl('f-nope'))).statusCode).toBe(404);
    expect((await writer.request('GET', settingsUrl(folder, 'nope.csv'))).statusCode).toBe(404);
  });
});
