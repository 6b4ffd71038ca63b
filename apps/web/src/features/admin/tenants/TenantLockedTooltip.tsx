// The lock's tooltip (admin-console.md section 2): while a deployment runs, what it wraps is disabled
// and says why on hover and focus.
import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export function TenantLockedTooltip({ locked, children }: { locked: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  if (!locked) return <>{children}</>;
  return (
    <Tooltip title={t('adminTenants.locked')}>
      <span data-testid="tenant-locked" style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
