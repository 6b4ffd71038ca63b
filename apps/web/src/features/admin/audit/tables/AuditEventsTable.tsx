// The audit log's list: time (DD-MM-YYYY, HH:mm:ss in the browser's time zone), actor, action, target,
// scope, outcome and request id; newest first, paged on the server for the filter of the address.
// Actions read as words (the code to filter by in a tooltip); target and scope name the engagement
// or tenant by the names the server answers with the page (the full value in a tooltip). Short columns never wrap and
// long ones end in an ellipsis, so no word is broken in the middle.
import { Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent, AuditFilter, PagedQuery } from '@cairn/contracts';
import { PagedTable } from '../../../../shared/components/PagedTable';
import { auditKeys } from '../../../../shared/api/audit/keys';
import { fetchAuditEvents } from '../../../../shared/api/audit/useAuditEvents';
import { formatDateTime } from '../../../../shared/format/dates';
import { auditEventLabel, auditScopeLabel, type ScopeNames } from '../auditLabels';

const OUTCOME_COLOURS = { success: 'success', failure: 'warning', denied: 'error' } as const;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** A column cut with an ellipsis (the table lays out fixed, so widths hold); the cell's tooltip says it all. */
const CLIPPED = { ellipsis: { showTitle: false } } as const;

function Clipped({ text, tooltip, testId }: { text: string; tooltip: string; testId: string }) {
  return (
    <Tooltip title={tooltip} placement="topLeft">
      <span data-testid={testId}>{text}</span>
    </Tooltip>
  );
}

/** The names the server answered with the event (its engagement and tenant), for its scope. */
const namesOf = (event: AuditEvent): ScopeNames => ({
  engagements: new Map(
    event.engagementId && event.engagementName ? [[event.engagementId, event.engagementName]] : [],
  ),
  tenants: new Map(event.tenantId && event.tenantName ? [[event.tenantId, event.tenantName]] : []),
});

export function AuditEventsTable({ filter, actions }: { filter: AuditFilter; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const columns: TableColumnsType<AuditEvent> = [
    {
      key: 'at',
      title: t('adminAudit.time'),
      sorter: true,
      width: 165,
      render: (_, event) => (
        <Tooltip title={event.at}>
          <span data-testid="audit-event-time" style={NO_WRAP}>
            {formatDateTime(event.at)}
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'actor',
      ...CLIPPED,
      title: t('adminAudit.actor'),
      width: '16%',
      render: (_, event) => {
        const actor =
          event.actor ?? t(`adminAudit.principalTypes.${event.principalType}`, event.principalType);
        return <Clipped text={actor} tooltip={actor} testId="audit-event-actor" />;
      },
    },
    {
      key: 'action',
      title: t('adminAudit.action'),
      width: '18%',
      render: (_, event) => (
        <Tooltip title={t('adminAudit.actionCode', { code: event.action })}>
          <span data-testid="audit-event-action" data-action={event.action}>
            {auditEventLabel(event, t, i18n)}
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'target',
      ...CLIPPED,
      title: t('adminAudit.target'),
      render: (_, event) =>
        event.target && (
          <Clipped
            text={event.targetName ?? event.target}
            tooltip={t('adminAudit.targetFull', { target: event.target })}
            testId="audit-event-target"
          />
        ),
    },
    {
      key: 'scope',
      ...CLIPPED,
      title: t('adminAudit.scope'),
      render: (_, event) =>
        event.scope && (
          <Clipped
            text={auditScopeLabel(event.scope, namesOf(event), t)}
            tooltip={t('adminAudit.scopeFull', { scope: event.scope })}
            testId="audit-event-scope"
          />
        ),
    },
    {
      key: 'outcome',
      title: t('adminAudit.outcome'),
      width: 120,
      render: (_, event) => (
        <Tag
          color={OUTCOME_COLOURS[event.outcome]}
          data-testid="audit-event-outcome"
          data-outcome={event.outcome}
          style={NO_WRAP}
        >
          {t(`adminAudit.outcomes.${event.outcome}`)} ({event.status})
        </Tag>
      ),
    },
    {
      key: 'requestId',
      title: <span style={NO_WRAP}>{t('adminAudit.requestId')}</span>,
      width: 120,
      render: (_, event) =>
        event.requestId && (
          <Typography.Text code copyable={{ text: event.requestId }} style={{ fontSize: 12, ...NO_WRAP }}>
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
