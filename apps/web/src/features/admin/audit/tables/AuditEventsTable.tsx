// The audit log's list: time (DD-MM-YYYY, HH:mm:ss in the browser's time zone), actor, action, target,
// scope, outcome and request id; newest first, paged on the server for the filter of the address.
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditFilter, PagedQuery } from '@cairn/contracts';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { auditKeys } from '../../../../shared/api/audit/keys';
import { fetchAuditEvents } from '../../../../shared/api/audit/useAuditEvents';
import { formatDateTime } from '../../../../shared/format/dates';

const OUTCOME_COLOURS = { success: 'success', failure: 'warning', denied: 'error' } as const;

export function AuditEventsTable({ filter, actions }: { filter: AuditFilter; actions?: ReactNode }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AuditEvent> = [
    {
      key: 'at',
      title: t('adminAudit.time'),
      sorter: true,
      width: 180,
      render: (_, event) => (
        <Tooltip title={event.at}>
          <span data-testid="audit-event-time">{formatDateTime(event.at)}</span>
        </Tooltip>
      ),
    },
    {
      key: 'actor',
      title: t('adminAudit.actor'),
      render: (_, event) =>
        event.actor ?? t(`adminAudit.principalTypes.${event.principalType}`, event.principalType),
    },
    { key: 'action', title: t('adminAudit.action'), dataIndex: 'action' },
    { key: 'target', title: t('adminAudit.target'), dataIndex: 'target', ellipsis: true },
    { key: 'scope', title: t('adminAudit.scope'), dataIndex: 'scope', ellipsis: true },
    {
      key: 'outcome',
      title: t('adminAudit.outcome'),
      render: (_, event) => (
        <Tag
          color={OUTCOME_COLOURS[event.outcome]}
          data-testid="audit-event-outcome"
          data-outcome={event.outcome}
        >
          {t(`adminAudit.outcomes.${event.outcome}`)} ({event.status})
        </Tag>
      ),
    },
    {
      key: 'requestId',
      title: t('adminAudit.requestId'),
      render: (_, event) =>
        event.requestId && (
          <Typography.Text code copyable={{ text: event.requestId }} style={{ fontSize: 12 }}>
            {event.requestId.slice(0, 8)}
          </Typography.Text>
        ),
    },
  ];
  return (
    <PagedTable<AuditEvent>
      title={t('adminAudit.listTitle')}
      testId="audit-events"
      columns={columns}
      rowKey="id"
      queryKey={auditKeys.list(filter)}
      fetcher={(query: PagedQuery) => fetchAuditEvents(query, filter)}
      defaultSort="-at"
      actions={actions}
      emptyText={t('adminAudit.noEvents')}
    />
  );
}
