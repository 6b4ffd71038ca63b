// The audit log for platform admins (issue 10): every security event, filtered by actor, scope,
// action and days (all in the address), paged, and exported as CSV for the same filters.
import { Button, Flex } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_CSV_MAX_ROWS } from '@cairn/contracts';
import { PageHeader } from '../../../shared/components/PageHeader';
import { auditExportAddress } from '../../../shared/api/audit/useAuditEvents';
import { apiFilter, filtersFromAddress } from './auditFilters';
import { AuditLogFilters } from './forms/AuditLogFilters';
import { AuditEventsTable } from './tables/AuditEventsTable';

export function AuditLogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A new object each render is fine: queries are keyed by the filter's value.
  const filter = apiFilter(filtersFromAddress(params));

  return (
    <>
      <PageHeader title={t('userMenu.auditLog')} />
      <Flex vertical gap={16}>
        <AuditLogFilters />
        <AuditEventsTable
          filter={filter}
          actions={
            <Button
              icon={<DownloadOutlined />}
              href={auditExportAddress(filter)}
              download
              title={t('adminAudit.exportHint', { max: AUDIT_CSV_MAX_ROWS })}
              data-testid="audit-export"
            >
              {t('adminAudit.exportCsv')}
            </Button>
          }
        />
      </Flex>
    </>
  );
}
