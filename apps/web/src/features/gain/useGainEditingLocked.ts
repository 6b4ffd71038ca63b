// Whether the selected engagement is a gain engagement whose requirements status is SignedOff
// (workspace.md section 4): every gain editing screen (import configuration, folders and uploads,
// node model additions and saves) disables its editing controls when `locked` and shows `reason`.
// The server refuses the same changes with a 409; this only keeps the buttons honest.
import { useTranslation } from 'react-i18next';
import { useGainSignOff } from '../../shared/api/gainGovernance/useGainSignOff';
import { useEngagementWorkspace } from '../../shared/engagement/useEngagementWorkspace';

export function useGainEditingLocked(): { locked: boolean; reason?: string } {
  const { t } = useTranslation();
  const { engagementId, pages } = useEngagementWorkspace();
  const signOff = useGainSignOff(engagementId, pages.isGain);
  if (!pages.isGain || !signOff.data?.signedOff) return { locked: false };
  return { locked: true, reason: t('gainGovernance.lockedReason') };
}
