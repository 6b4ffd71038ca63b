// One spelling per id in paths: a UUID in capitals reaches the access check and the handler
// lower-cased, so it names the same scope, row, file and repository as its lower-case spelling.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.js';
import { registerParameterShape } from './request-shape.js';
import { nodeModelFixture, type NodeModelFixture } from '../modules/node-model/node-model.test-helpers.js';

describe('path parameters', () => {
  it('lower-cases UUIDs and leaves other values as they are', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    registerParameterShape(app);
    app.get('/x/:id/:name', async (req) => req.params);
    const id = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
    const res = await app.inject({ url: `/x/${id}/Some-Name` });
    expect(res.json()).toEqual({ id: id.toLowerCase(), name: 'Some-Name' });
    await app.close();
  });
});

describe('an engagement id in capitals', () => {
  let f: NodeModelFixture;
  beforeAll(async () => {
    f = await nodeModelFixture();
  }, 60_000);
  afterAll(() => f.server.close());

  it('is the same engagement: the node model opens its one repository, never a second', async () => {
    const upper = f.engagementId.toUpperCase();
    const lower = await f.configurer.request('GET', `/api/nodeModel/engagements/${f.engagementId}/branches`);
    const capitals = await f.configurer.request('GET', `/api/nodeModel/engagements/${upper}/branches`);
    expect(capitals.statusCode).toBe(200);
    expect(capitals.json()).toEqual(lower.json());
    const repositories = fs.readdirSync(path.join(f.server.config.dataDir, 'git'));
    expect(repositories).toEqual([`${f.engagementId}.git`]);
  });
});
