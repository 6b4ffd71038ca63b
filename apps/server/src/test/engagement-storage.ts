// Folders and files of an engagement's storage through the API, as a signed-in user makes them.
import { expect } from 'vitest';
import { multipartBody } from './multipart.js';
import type { SignedInClient } from './test-server.js';

const storageUrl = (engagementId: string, purpose: string) =>
  `/api/storage/engagements/${engagementId}/${purpose}`;

/** A new folder at the root; returns its actual name (the path to upload into). */
export async function createFolder(
  client: SignedInClient,
  engagementId: string,
  displayName: string,
  purpose = 'import',
): Promise<string> {
  const res = await client.request('POST', `${storageUrl(engagementId, purpose)}/folders?path=`, {
    displayName,
    metadata: {},
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().actualName as string;
}

export async function uploadFiles(
  client: SignedInClient,
  engagementId: string,
  folder: string,
  files: { name: string; content: Buffer | string }[],
  purpose = 'import',
): Promise<void> {
  const { payload, headers } = multipartBody(files);
  const res = await client.request(
    'POST',
    `${storageUrl(engagementId, purpose)}/files?path=${encodeURIComponent(folder)}`,
    payload,
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
}
