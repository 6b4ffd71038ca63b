import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { engagementScope, ROLE_NAMES } from '@cairn/contracts';
import { profiles } from '../../db/schema/identity.js';
import { buildEngagement, buildTenant, buildUser, PASSWORD } from '../../test/factories.js';
import { fieldErrors, signIn, signInNewUser, signInWithRole, useTestServer } from '../../test/test-server.js';

const server = useTestServer();

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = '----cairn-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('my profile', () => {
  it('creates a missing profile as Guest with language en and the default template', async () => {
    const user = await buildUser(server.database.db);
    await server.database.db.delete(profiles).where(eq(profiles.userId, user.id));
    const client = await signIn(server, user.email, PASSWORD);
    const me = (await client.request('GET', '/api/profile/me')).json();
    expect(me).toMatchObject({
      displayName: 'Guest',
      language: 'en',
      templateName: 'Default',
      eulaAcceptedDate: null,
    });
  });

  it('updates language, display name and template', async () => {
    const client = await signInNewUser(server);
    const res = await client.request('PUT', '/api/profile/me', {
      language: 'de',
      displayName: '  Greta Gruber ',
      templateName: 'Deloitte',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      language: 'de',
      displayName: 'Greta Gruber',
      templateName: 'Deloitte',
    });
  });

  it('rejects bad input with the rule message and writes nothing', async () => {
    const client = await signInNewUser(server, { name: 'Kept Name' });
    const res = await client.request('PUT', '/api/profile/me', {
      language: 'xx',
      displayName: 'ab',
      templateName: 'Default',
    });
    expect(fieldErrors(res)).toEqual(
      expect.arrayContaining([
        { field: 'language', message: 'Invalid value' },
        { field: 'displayName', message: 'Please enter at least 3 characters' },
      ]),
    );
    expect((await client.request('GET', '/api/profile/me')).json()).toMatchObject({
      displayName: 'Kept Name',
      language: 'en',
    });
  });

  it('records the licence acceptance once', async () => {
    const client = await signInNewUser(server);
    const first = (await client.request('POST', '/api/profile/me/eula')).json();
    expect(first.eulaAcceptedDate).not.toBeNull();
    const second = (await client.request('POST', '/api/profile/me/eula')).json();
    expect(second.eulaAcceptedDate).toBe(first.eulaAcceptedDate);
  });

  it('reports the tenant status of the spec: no tenant, no selected tenant, ok', async () => {
    const db = server.database.db;
    const engagement = await buildEngagement(db, (await buildTenant(db)).id);
    const lonely = await signInNewUser(server);
    expect((await lonely.request('GET', '/api/profile/me')).json().tenantStatus).toBe('noTenant');
    const member = await signInWithRole(server, ROLE_NAMES.consultant, engagementScope(engagement.id));
    expect((await member.request('GET', '/api/profile/me')).json().tenantStatus).toBe('noSelectedTenant');
    expect(
      (await member.request('PUT', '/api/engagements/current', { engagementId: engagement.id })).statusCode,
    ).toBe(200);
    expect((await member.request('GET', '/api/profile/me')).json()).toMatchObject({
      tenantStatus: 'ok',
      currentEngagementId: engagement.id,
    });
  });
});

describe('profile picture', () => {
  it('shows initials until a picture is uploaded, then the picture in 48, 120 and 240 pixels', async () => {
    const client = await signInNewUser(server, { name: 'Pia Picture' });
    const initials = await client.request('GET', '/api/profile/me/picture?size=120');
    expect(initials.headers['content-type']).toContain('image/svg+xml');
    expect(initials.body).toContain('>PP<');

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart('file', 'me.jpg', photo, 'image/jpeg');
    const upload = await client.request('PUT', '/api/profile/me/picture', payload, headers);
    expect(upload.statusCode).toBe(200);
    for (const size of [48, 120, 240]) {
      const res = await client.request('GET', `/api/profile/me/picture?size=${size}`);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual([size, size]);
    }
    expect((await client.request('GET', '/api/profile/me/picture?size=50')).statusCode).toBe(400);
    await client.request('DELETE', '/api/profile/me/picture');
    expect((await client.request('GET', '/api/profile/me/picture')).headers['content-type']).toContain('svg');
  });

  it('refuses a file that is not a picture and keeps the old one', async () => {
    const client = await signInNewUser(server);
    const { payload, headers } = multipart('file', 'x.png', Buffer.from('not an image at all'), 'image/png');
    const res = await client.request('PUT', '/api/profile/me/picture', payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('file');
    expect((await client.request('GET', '/api/profile/me/picture')).headers['content-type']).toContain('svg');
  });

  it('refuses a picture whose header claims more than 40 megapixels, before decoding it', async () => {
    const client = await signInNewUser(server);
    // A PNG of a few bytes that says it is 50,000 x 50,000 pixels (2.5 billion).
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const out = Buffer.alloc(12 + data.length);
      out.writeUInt32BE(data.length, 0);
      body.copy(out, 4);
      out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
      return out;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(50_000, 0);
    header.writeUInt32BE(50_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const { payload, headers } = multipart('file', 'bomb.png', bomb, 'image/png');
    const res = await client.request('PUT', '/api/profile/me/picture', payload, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(
      'The picture is 50000 x 50000 pixels; at most 40 megapixels are accepted.',
    );
    expect(res.json().errors[0]).toMatchObject({ field: 'file', key: 'pictureTooLarge' });
  });
});
