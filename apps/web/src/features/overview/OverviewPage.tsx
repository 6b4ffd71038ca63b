import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../shared/api/profile/useCurrentUser';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { DashboardsPanel } from './DashboardsPanel';
import { QuickActionsCard } from './QuickActionsCard';
import { RecentRunsCard } from './RecentRunsCard';
import { EngagementChecklist } from '../onboarding/EngagementChecklist';
import { WhereYouLeftOffCard } from './WhereYouLeftOffCard';
import { OverviewEngagementPrompt } from './OverviewEngagementPrompt';
import { isFirstSession } from './welcome';

export function OverviewPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { engagementId, engagement, menu, flags, pages, isLoading } = useEngagementWorkspace();
  // Runs are read with the pipelines permission, in engagements whose pipeline pages show.
  const showRuns = !!engagement && pages.showPipelinePages && flags.canReadEngagementPipelines;
  const firstSession = !!user && isFirstSession(user);

  return (
    <>
      <PageHeader
        title={t('overview.title')}
        subtitle={
          <span data-testid="overview-welcome" data-first-session={firstSession}>
            {t(firstSession ? 'overview.welcome' : 'overview.welcomeBack', { name: user?.displayName ?? '' })}
            {engagement && (
              <Typography.Text type="secondary" data-testid="overview-engagement">
                {' · '}
                {engagement.name}
              </Typography.Text>
            )}
          </span>
        }
      />
      {user && user.tenantStatus !== 'ok' ? (
        <OverviewEngagementPrompt status={user.tenantStatus} />
      ) : isLoading ? (
        <PageSpin />
      ) : (
        <>
          {/* Until the journey's first steps are done; it renders nothing after, and no gap is left. */}
          <div className="cairn-checklist-slot">
            <EngagementChecklist />
          </div>
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <WhereYouLeftOffCard />
            </Col>
            <Col xs={24} xl={12}>
              <QuickActionsCard menu={menu} access={{ pages, flags }} />
            </Col>
            <Col xs={24} xl={12}>
              <RecentRunsCard engagementId={engagementId} enabled={showRuns} />
            </Col>
            <Col xs={24} xl={12}>
              <DashboardsPanel showSeeAll={menu.includes('dashboards')} />
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
