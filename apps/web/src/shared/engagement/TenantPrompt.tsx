// The messages of workspace.md section 8 for users who cannot work in an engagement yet.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { EngagementSelector } from './EngagementSelector';

export function TenantPrompt({ status }: { status: Exclude<CurrentUser['tenantStatus'], 'ok'> }) {
  const { t } = useTranslation();
  if (status === 'noTenant') {
    return (
      <Result
        status="warning"
        data-testid="tenant-prompt"
        title={t('tenant.notAssigned')}
        subTitle={t('tenant.notAssignedHelp')}
      />
    );
  }
  return (
    <Result
      status="info"
      data-testid="tenant-prompt"
      title={t('tenant.notSelected')}
      subTitle={t('tenant.notSelectedHelp')}
      extra={<EngagementSelector testId="engagement-selector-prompt" width={320} />}
    />
  );
}
