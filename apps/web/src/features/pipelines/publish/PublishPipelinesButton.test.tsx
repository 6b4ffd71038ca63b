// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CollaborationBranch, PublishedBranch } from '@cairn/contracts';
import { PublishPipelinesButton } from './PublishPipelinesButton';
import { problemAnswer } from '../../../shared/testing/problemAnswer';
import { ENGAGEMENT_ID, fakeServer, renderWithApp, type Call } from '../../../shared/testing/renderWithApp';

const commit = (c: string) => c.repeat(40);
const branches: CollaborationBranch[] = [
  {
    parentRepositoryName: 'Payroll Analytics 2026',
    branchUrl: 'http://cairn.test/modeling/config?branch=feature-x',
    name: 'feature-x',
    commit: commit('a'),
  },
  {
    parentRepositoryName: 'Payroll Analytics 2026',
    branchUrl: 'http://cairn.test/modeling/config?branch=main',
    name: 'main',
    commit: commit('b'),
  },
];
const notPublished: PublishedBranch = {
  branch: 'main',
  commit: null,
  publishedAt: null,
  publishedBy: null,
  abilities: { publish: true },
};
const publishedFeature: PublishedBranch = {
  branch: 'feature-x',
  commit: commit('a'),
  publishedAt: '2026-03-01T10:00:00.000Z',
  publishedBy: 'Pia Publisher',
  abilities: { publish: true },
};

const base = `/api/engagements/${ENGAGEMENT_ID}`;
const routes = (published: PublishedBranch, publish: (call: Call) => unknown = () => publishedFeature) =>
  fakeServer([
    ['GET', new RegExp(`^${base}/publish$`), published],
    ['GET', new RegExp(`^${base}/collaboration-branches$`), branches],
    ['POST', new RegExp(`^${base}/publish$`), publish],
  ]);

const openDialog = async () => {
  fireEvent.click(await screen.findByTestId('publish-pipelines-button'));
  return screen.findByTestId('publish-pipelines-branches');
};

afterEach(cleanup);

describe('PublishPipelinesButton', { timeout: 30_000 }, () => {
  it('lists the branches with Open links and asks for a choice before publishing', async () => {
    const server = routes(notPublished);
    renderWithApp(<PublishPipelinesButton engagementId={ENGAGEMENT_ID} />);
    const list = await openDialog();
    expect(screen.getByTestId('publish-pipelines-current').textContent).toContain(
      "Nothing published yet: the Run screens' pipelines execute main.",
    );
    const rows = within(list).getAllByTestId('publish-pipelines-branch');
    expect(rows.map((row) => row.getAttribute('data-branch'))).toEqual(['feature-x', 'main']);
    const open = within(rows[0]).getByTestId('publish-pipelines-open');
    expect(open.getAttribute('href')).toBe(branches[0].branchUrl);
    expect(open.getAttribute('target')).toBe('_blank');

    fireEvent.click(screen.getByTestId('publish-pipelines-submit'));
    expect(await screen.findByText('Please choose a target repository')).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.click(within(rows[0]).getByRole('radio'));
    fireEvent.click(screen.getByTestId('publish-pipelines-submit'));
    expect(
      await screen.findByText('Pipelines published: the Run screens now execute feature-x'),
    ).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { branch: 'feature-x' },
    ]);
  });

  it('shows the published branch chosen, and the server refusal under the list', async () => {
    routes(publishedFeature, () =>
      problemAnswer(400, {
        title: 'Bad Request',
        detail: 'No branch was chosen.',
        errors: [
          { field: 'branch', message: 'Please choose a target repository', key: 'chooseTargetRepository' },
        ],
      }),
    );
    renderWithApp(<PublishPipelinesButton engagementId={ENGAGEMENT_ID} />);
    const list = await openDialog();
    expect(screen.getByTestId('publish-pipelines-current').textContent).toContain(
      'Published: feature-x at commit aaaaaaa, by Pia Publisher on 01-03-2026',
    );
    const checked = within(list)
      .getAllByRole('radio')
      .filter((r) => (r as HTMLInputElement).checked);
    expect(checked.map((r) => (r as HTMLInputElement).value)).toEqual(['feature-x']);
    fireEvent.click(screen.getByTestId('publish-pipelines-submit'));
    expect(await screen.findByText('Please choose a target repository')).toBeTruthy();
  });

  it('shows nothing to a caller who may not publish', async () => {
    const server = routes({ ...notPublished, abilities: { publish: false } });
    renderWithApp(<PublishPipelinesButton engagementId={ENGAGEMENT_ID} />);
    await waitFor(() => expect(server.calls.length).toBe(1));
    expect(screen.queryByTestId('publish-pipelines-button')).toBeNull();
  });
});
