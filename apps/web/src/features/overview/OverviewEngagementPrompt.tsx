// What Overview says to a user who cannot work in an engagement yet (workspace.md section 8). The
// shared TenantPrompt speaks of a tenant while asking for an engagement; Overview, where everyone
// lands, names one thing only: the engagement the selector below offers (issue 27).
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { EngagementSelector } from '../../shared/engagement/EngagementSelector';

export function OverviewEngagementPrompt({ status }: { status: Exclude<CurrentUser['tenantStatus'], 'ok'> }) {
  const { t } = useTranslation();
  // With no role anywhere there is nothing to choose; with one, the engagement selector is the way on.
  const assigned = status !== 'noTenant';
  return (
    <Result
      status={assigned ? 'info' : 'warning'}
      data-testid="overview-engagement-prompt"
      title={assigned ? t('overview.noEngagementChosen') : t('overview.noEngagementAssigned')}
      subTitle={assigned ? t('overview.noEngagementChosenHelp') : t('overview.noEngagementAssignedHelp')}
      extra={assigned ? <EngagementSelector testId="engagement-selector-prompt" width={320} /> : undefined}
    />
  );
}
