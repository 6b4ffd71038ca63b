// The Workflow page (engagement feature Workflow): the engagement's orchestrations, or what one is
// when there is none yet, and below them every orchestration's runs.
import { Link } from 'react-router';
import { Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useOrchestrations } from '../../shared/api/orchestrations/useOrchestrations';
import { PageHeader } from '../../shared/components/PageHeader';
import { PageSpin } from '../../shared/components/PageSpin';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';
import { NEW_ORCHESTRATION_ADDRESS } from './addresses';
import { OrchestrationRunsTable } from './list/OrchestrationRunsTable';
import { OrchestrationsTable } from './list/OrchestrationsTable';
import { useWorkflowAccess } from './useWorkflowAccess';

function NewOrchestrationButton() {
  const { t } = useTranslation();
  const { canWrite, writeUnavailable } = useWorkflowAccess();
  const button = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      disabled={!canWrite}
      aria-description={writeUnavailable}
      data-testid="new-orchestration"
    >
      {t('workflow.newOrchestration')}
    </Button>
  );
  return (
    <Tooltip title={writeUnavailable}>
      {canWrite ? <Link to={NEW_ORCHESTRATION_ADDRESS}>{button}</Link> : button}
    </Tooltip>
  );
}

export function WorkflowPage() {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const orchestrations = useOrchestrations(engagementId);

  if (!engagementId) return <PageSpin />;
  const none = orchestrations.data?.length === 0;
  return (
    <>
      <PageHeader
        title={t('menu.workflow')}
        subtitle={t('workflow.subtitle')}
        extra={!none && <NewOrchestrationButton />}
      />
      <Flex vertical gap={24}>
        <Card title={t('workflow.list.title')}>
          {none ? (
            <Empty
              data-testid="workflow-empty"
              description={
                <Flex vertical gap={4} style={{ maxWidth: 560, margin: '0 auto' }}>
                  <Typography.Text strong>{t('workflow.empty.title')}</Typography.Text>
                  <Typography.Text type="secondary">{t('workflow.empty.text')}</Typography.Text>
                </Flex>
              }
            >
              <NewOrchestrationButton />
            </Empty>
          ) : (
            <OrchestrationsTable query={orchestrations} />
          )}
        </Card>
        <Card>
          <OrchestrationRunsTable engagementId={engagementId} />
        </Card>
      </Flex>
    </>
  );
}
