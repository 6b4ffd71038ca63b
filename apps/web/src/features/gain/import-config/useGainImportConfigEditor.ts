// What both import tabs (Files, Tables) share: the process type chosen (kept in the address as
// ?processType=, so switching tabs keeps it), the current version, and whether editing is allowed
// (the server's abilities, and not SignedOff).
import { useSearchParams } from 'react-router';
import { GAIN_PROCESS_TYPES, type GainProcessType } from '@cairn/contracts';
import { useGainImportConfiguration } from '../../../shared/api/gainImportConfig/useGainImportConfiguration';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { useGainEditingLocked } from '../useGainEditingLocked';

export function useGainImportConfigEditor() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('processType');
  const processType: GainProcessType = GAIN_PROCESS_TYPES.includes(asked as GainProcessType)
    ? (asked as GainProcessType)
    : 'GainData';
  const { engagementId } = useEngagementWorkspace();
  const current = useGainImportConfiguration(engagementId ?? '', processType);
  const lock = useGainEditingLocked();
  const editable = !!current.data?.abilities.update && !lock.locked;
  const setProcessType = (next: GainProcessType) =>
    setParams((before) => {
      const after = new URLSearchParams(before);
      after.set('processType', next);
      return after;
    });
  return {
    engagementId: engagementId ?? '',
    processType,
    setProcessType,
    current,
    editable,
    canRestore: !!current.data?.abilities.restore && !lock.locked,
    lock,
  };
}

export type GainImportConfigEditor = ReturnType<typeof useGainImportConfigEditor>;
