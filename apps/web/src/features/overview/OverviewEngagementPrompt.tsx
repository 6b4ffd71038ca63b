// What Overview says to a user who cannot work in an engagement yet (workspace.md section 8). The
// shared TenantPrompt speaks of a tenant while asking for an engagement; Overview, where everyone
// lands, names one thing only: the engagement the selector below offers (issue 27).
import type { CurrentUser } from '@cairn/contracts';
import { TenantPrompt, type PromptWords } from '../../shared/engagement/TenantPrompt';

const ENGAGEMENT_WORDS: PromptWords = {
  notSelected: 'overview.noEngagementChosen',
  notSelectedHelp: 'overview.noEngagementChosenHelp',
  notAssigned: 'overview.noEngagementAssigned',
  notAssignedHelp: 'overview.noEngagementAssignedHelp',
};

export function OverviewEngagementPrompt({ status }: { status: Exclude<CurrentUser['tenantStatus'], 'ok'> }) {
  return <TenantPrompt status={status} words={ENGAGEMENT_WORDS} testId="overview-engagement-prompt" />;
}
