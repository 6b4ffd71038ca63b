// The shell's engagement selector (workspace.md section 2): the engagements I see, searched and paged
// on the server (issue 26: a user of 5,000 engagements finds the last one by typing its name), with
// the spec's "no engagement" entry first. The current engagement keeps its name whatever is searched.
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';
import { useEngagement } from '../api/engagements/useEngagement';
import { useMyEngagementChoices } from '../api/engagements/useMyEngagementChoices';
import { useCurrentUser } from '../api/profile/useCurrentUser';
import { RemoteSearchSelect } from '../components/RemoteSearchSelect';
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
  const currentId = user?.currentEngagementId ?? null;
  // The workspace asks for the current engagement too: this is its cached answer.
  const current = useEngagement(currentId);
  const { switchTo, isPending } = useSwitchEngagement();
  const value = currentId ?? NO_ENGAGEMENT;
  const noEngagement = t('engagementSelector.noEngagement');

  return (
    <RemoteSearchSelect
      testId={testId}
      aria-label={t('engagementSelector.label')}
      style={{ width }}
      value={user ? value : undefined}
      placeholder={t('engagementSelector.placeholder')}
      loading={isPending}
      // Without any role there is nothing to choose (the page says so).
      disabled={isPending || user?.tenantStatus === 'noTenant'}
      useChoices={useMyEngagementChoices}
      toOption={(e) => ({ value: e.id, label: e.name, title: `${e.name} (${e.tenantName})` })}
      leadingOptions={[{ value: NO_ENGAGEMENT, label: noEngagement }]}
      knownLabels={{
        [NO_ENGAGEMENT]: noEngagement,
        ...(current.data ? { [current.data.id]: current.data.name } : {}),
      }}
      listHeight={LAYOUT.engagementDropdownPx}
      onChange={(next) => {
        if (typeof next === 'string' && next !== value) void switchTo(next === NO_ENGAGEMENT ? null : next);
      }}
    />
  );
}
