// @vitest-environment happy-dom
// Overview's quick actions lead only to pages the user can open: the run actions need the layer's
// Run tab (pipeline pages and Pipelines Read; hidden for gain).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { MenuEntry } from '@cairn/contracts';
import '../../i18n';
import { QuickActionsCard } from './QuickActionsCard';

const MENU: MenuEntry[] = ['overview', 'import', 'modeling', 'filtering', 'testing'];
const pages = { isGain: false, showNodeModelGitPages: true, showPipelinePages: true };
const flags = { canReadEngagementNodeModelGit: true, canReadEngagementPipelines: true };

const shown = (access: Parameters<typeof QuickActionsCard>[0]['access']) => {
  render(
    <MemoryRouter>
      <QuickActionsCard menu={MENU} access={access} />
    </MemoryRouter>,
  );
  return screen.queryAllByTestId(/^quick-action-/).map((b) => b.dataset.testid);
};

describe('QuickActionsCard', () => {
  afterEach(cleanup);

  it('offers every action whose page shows', () => {
    expect(shown({ pages, flags })).toEqual([
      'quick-action-importFiles',
      'quick-action-runDataModel',
      'quick-action-runTests',
      'quick-action-runPipeline',
    ]);
  });

  it('offers no run action in a gain engagement, or without Pipelines Read', () => {
    expect(shown({ pages: { ...pages, isGain: true }, flags })).toEqual(['quick-action-importFiles']);
    cleanup();
    expect(shown({ pages, flags: { ...flags, canReadEngagementPipelines: false } })).toEqual([
      'quick-action-importFiles',
    ]);
  });
});
