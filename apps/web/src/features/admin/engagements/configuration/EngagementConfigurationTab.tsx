// The Configuration tab of Engagement details, and the body of the workspace's Configuration page
// (admin-console.md section 2 "Configuration"; workspace.md section 6): Stop cost saving and Publish
// pipelines (both hidden for gain engagements), the engagement's resources as cards, and one card per
// active feature (dashboards Power BI, gain, node model git, reporting, pipelines).
import { useState } from 'react';
import { Button, Empty, Flex, Result, Space } from 'antd';
import { PauseCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../shared/api/ApiError';
import { useConfigurationOverview } from '../../../../shared/api/engagementConfigurations/useConfigurationOverview';
import { PageSpin } from '../../../../shared/components/PageSpin';
import { StopCostSavingDialog } from '../../../costs/dialogs/StopCostSavingDialog';
import { PublishPipelinesButton } from '../../../pipelines/publish/PublishPipelinesButton';
import { EngagementConfigurationCard } from './EngagementConfigurationCard';
import { EngagementResourceCards } from './EngagementResourceCards';

export interface EngagementConfigurationTabProps {
  engagementId: string;
}

export function EngagementConfigurationTab({ engagementId }: EngagementConfigurationTabProps) {
  const { t } = useTranslation();
  const overview = useConfigurationOverview(engagementId);
  const [stopping, setStopping] = useState(false);

  if (overview.isPending) return <PageSpin />;
  if (!overview.data) {
    const denied = isApiError(overview.error) && overview.error.status === 403;
    return (
      <Result
        status={denied ? '403' : 'error'}
        subTitle={denied ? t('engagementConfigurations.noAccess') : t('engagementConfigurations.loadFailed')}
        data-testid="configuration-unavailable"
      />
    );
  }
  const { kinds, isGain, resources, abilities, name } = overview.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="configuration-tab">
      {!isGain && (
        <Flex gap={8} justify="flex-end" wrap>
          {abilities.stopCostSaving && (
            <Button
              icon={<PauseCircleOutlined />}
              onClick={() => setStopping(true)}
              data-testid="configuration-stop-cost-saving"
            >
              {t('engagementConfigurations.stopCostSaving')}
            </Button>
          )}
          <PublishPipelinesButton engagementId={engagementId} />
        </Flex>
      )}
      <EngagementResourceCards resources={resources} />
      {kinds.length === 0 ? (
        <Empty description={t('engagementConfigurations.noCards')} data-testid="configuration-no-cards" />
      ) : (
        kinds.map((kind) => (
          <EngagementConfigurationCard key={kind} engagementId={engagementId} kind={kind} />
        ))
      )}
      {stopping && (
        <StopCostSavingDialog open target={{ engagementId }} name={name} onClose={() => setStopping(false)} />
      )}
    </Space>
  );
}
