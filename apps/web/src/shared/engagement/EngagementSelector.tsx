import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';
import { useMyEngagements } from '../api/engagements/useMyEngagements';
import { useCurrentUser } from '../api/profile/useCurrentUser';
import { useSwitchEngagement } from './useSwitchEngagement';

/** Select's value for the spec's "no engagement" entry (a Select option cannot hold null). */
const NO_ENGAGEMENT = '__none__';

interface Props {
  testId?: string;
  width?: number | string;
}

export function EngagementSelector({ testId = 'engagement-selector', width = 280 }: Props) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const engagements = useMyEngagements();
  const { switchTo, isPending } = useSwitchEngagement();
  const current = user?.currentEngagementId ?? NO_ENGAGEMENT;

  const options = [
    { value: NO_ENGAGEMENT, label: t('engagementSelector.noEngagement') },
    ...(engagements.data ?? []).map((e) => ({
      value: e.id,
      label: e.name,
      title: `${e.name} (${e.tenantName})`,
    })),
  ];

  return (
    <Select
      data-testid={testId}
      aria-label={t('engagementSelector.label')}
      style={{ width }}
      value={engagements.isPending ? undefined : current}
      placeholder={t('engagementSelector.placeholder')}
      loading={engagements.isPending || isPending}
      // Without any role there is nothing to choose (the page says so).
      disabled={isPending || user?.tenantStatus === 'noTenant'}
      options={options}
      listHeight={LAYOUT.engagementDropdownPx}
      showSearch={{ optionFilterProp: 'label' }}
      notFoundContent={t('engagementSelector.noMatch')}
      onChange={(value: string) => {
        if (value !== current) void switchTo(value === NO_ENGAGEMENT ? null : value);
      }}
    />
  );
}
