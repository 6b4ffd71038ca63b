// The messages of workspace.md section 8 for users who cannot work in an engagement yet.
import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@cairn/contracts';
import { EngagementSelector } from './EngagementSelector';

/** The four texts of the prompt: a tenant's by default; Overview names the engagement only. */
export interface PromptWords {
  notSelected: string;
  notSelectedHelp: string;
  notAssigned: string;
  notAssignedHelp: string;
}
const TENANT_WORDS: PromptWords = {
  notSelected: 'tenant.notSelected',
  notSelectedHelp: 'tenant.notSelectedHelp',
  notAssigned: 'tenant.notAssigned',
  notAssignedHelp: 'tenant.notAssignedHelp',
};

export function TenantPrompt({
  status,
  words = TENANT_WORDS,
  testId = 'tenant-prompt',
}: {
  status: Exclude<CurrentUser['tenantStatus'], 'ok'>;
  words?: PromptWords;
  testId?: string;
}) {
  const { t } = useTranslation();
  // Without a tenant there is nothing to choose; with one, the engagement selector is the way on.
  const assigned = status !== 'noTenant';
  return (
    <Result
      status={assigned ? 'info' : 'warning'}
      data-testid={testId}
      title={assigned ? t(words.notSelected) : t(words.notAssigned)}
      subTitle={assigned ? t(words.notSelectedHelp) : t(words.notAssignedHelp)}
      extra={assigned ? <EngagementSelector testId="engagement-selector-prompt" width={320} /> : undefined}
    />
  );
}
