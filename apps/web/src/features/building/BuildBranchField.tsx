import { useTranslation } from 'react-i18next';
import type { Branch } from '@cairn/contracts';
import { SelectorField } from './SelectorField';

interface Props {
  branches: { data?: Branch[]; isPending: boolean };
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  testId: string;
}

/** The branch selector of the Build screens (the value: see defaultBranch). */
export function BuildBranchField({ branches, value, onChange, testId }: Props) {
  const { t } = useTranslation();
  return (
    <SelectorField
      label={t('building.branch')}
      value={value}
      options={(branches.data ?? []).map((b) => b.name)}
      loading={branches.isPending}
      onChange={onChange}
      testId={testId}
    />
  );
}
