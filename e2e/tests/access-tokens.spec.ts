// Personal access tokens and git over HTTP (docs/node-model.md, "Clone and push with git"): a
// configurer creates a token on the profile page, clones the demo engagement's node model with the
// git command line, pushes an edit as a new branch (the demo's branches stay as other specs expect
// them) and sees it through the API the screens use, then revokes the token, after which git is
// refused.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BASE_URL, engagementScope, expect, ROLES, signInAs, test, unique } from '../support/seed.js';
import { REGULAR } from '../support/session.js';

const exec = promisify(execFile);
const gitEnv = {
  ...process.env,
  GIT_TERMINAL_PROMPT: '0',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_AUTHOR_NAME: 'E2E Desk',
  GIT_AUTHOR_EMAIL: 'e2e-desk@example.test',
  GIT_COMMITTER_NAME: 'E2E Desk',
  GIT_COMMITTER_EMAIL: 'e2e-desk@example.test',
};
const git = (cwd: string, ...args: string[]) => exec('git', args, { cwd, env: gitEnv });

test('a configurer clones with a new token, pushes an edit, sees it, and revokes the token', async ({
  page,
  seed,
}) => {
  const engagementId = await seed.engagementId(REGULAR);
  const configurer = await seed.user({
    roles: [{ role: ROLES.configurer, scope: engagementScope(engagementId) }],
  });
  await signInAs(page, configurer.email, configurer.password, { address: '/profile' });

  const name = `Desk ${unique()}`;
  const card = page.getByTestId('access-tokens-card');
  await card.getByTestId('access-token-add').click();
  await page.getByTestId('new-access-token-name').fill(name);
  // A push needs a token that may write: the dialog has the user choose.
  await page.getByRole('radio', { name: 'Read and write' }).check();
  await page.getByTestId('new-access-token-submit').click();
  const secret = await page.getByTestId('access-token-secret').inputValue();
  expect(secret).toMatch(/^cairn_pat_/);
  await expect(page.getByTestId('access-token-clone-example')).toContainText('/git/<engagement-id>.git');
  await page.getByTestId('access-token-shown-close').click();
  await expect(card.locator('tbody tr', { hasText: name })).toContainText('Never');

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cairn-e2e-git-'));
  try {
    const url = `${BASE_URL.replace('://', `://git:${secret}@`)}/git/${engagementId}.git`;
    const dir = path.join(work, 'model');
    await git(work, 'clone', '--quiet', '--branch', 'working', url, dir);
    const marker = `-- edited on the desktop ${unique()}`;
    fs.appendFileSync(path.join(dir, 'model', 'headcount', 'query.sql'), `\n${marker}\n`);
    await git(dir, 'commit', '--quiet', '-am', 'Comment headcount on the desktop');
    const branch = `desk-${Date.now()}`;
    await git(dir, 'push', '--quiet', 'origin', `working:${branch}`);

    // The screens read the pushed commit: the node's history shows it.
    const history = await page
      .context()
      .request.get(
        `/api/nodeModel/engagements/${engagementId}/branches/${branch}/layers/model/nodes/headcount/history`,
      );
    expect((await history.json()).commits[0].message).toBe('Comment headcount on the desktop');

    await page.reload();
    const row = card.locator('tbody tr', { hasText: name });
    await expect(row).not.toContainText('Never');
    await row.getByRole('button', { name: `Revoke access token ${name}` }).click();
    await page.getByTestId('access-token-revoke-confirm').click();
    await expect(page.getByText('Access token revoked')).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(git(work, 'ls-remote', url)).rejects.toThrow(/Authentication failed|401/);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
