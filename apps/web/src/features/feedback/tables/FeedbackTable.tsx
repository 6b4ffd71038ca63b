// The Feedback screen's list (issue 26): kind, what it is about, who sent it, when, from which page,
// its status and whether it was e-mailed; newest first, paged and searched on the server, filtered by
// kind and status from the address. A row opens the request.
import { Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  type FeedbackKind,
  type FeedbackListItem,
  type FeedbackStatus,
  type PagedQuery,
} from '@cairn/contracts';
import { PagedTable } from '../../../shared/components/PagedTable';
import { feedbackKeys, type FeedbackFilter } from '../../../shared/api/feedback/keys';
import { fetchFeedbackList } from '../../../shared/api/feedback/useFeedbackList';
import { formatDateTime } from '../../../shared/format/dates';
import { FeedbackStatusTag } from './FeedbackStatusTag';

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((v) => v === value);

/** The kind and status the address filters by. */
export function feedbackFilterOf(params: URLSearchParams): FeedbackFilter {
  return {
    kind: oneOf<FeedbackKind>(FEEDBACK_KINDS, params.get('kind')),
    status: oneOf<FeedbackStatus>(FEEDBACK_STATUSES, params.get('status')),
  };
}

export function FeedbackTable({ onOpen }: { onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = feedbackFilterOf(params);
  const setFilter = (name: keyof FeedbackFilter, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      next.delete('page');
      return next;
    });

  const columns: TableColumnsType<FeedbackListItem> = [
    {
      key: 'kind',
      title: t('feedback.kind'),
      sorter: true,
      width: 130,
      render: (_, item) => (
        <Tag color={item.kind === 'help' ? 'purple' : 'blue'}>{t(`feedback.kinds.${item.kind}`)}</Tag>
      ),
    },
    {
      key: 'title',
      title: t('feedback.about'),
      ellipsis: true,
      render: (_, item) => <span data-testid="feedback-row-title">{item.title}</span>,
    },
    {
      key: 'sender',
      title: t('feedback.from'),
      render: (_, item) => (
        <span title={item.senderEmail}>
          {item.senderName}
          <br />
          <Typography.Text type="secondary">{item.senderEmail}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'createdAt',
      title: t('feedback.when'),
      sorter: true,
      width: 170,
      render: (_, item) => formatDateTime(item.createdAt),
    },
    {
      key: 'page',
      title: t('feedback.page'),
      ellipsis: true,
      render: (_, item) => (
        <Typography.Text code data-testid="feedback-row-page">
          {item.page}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('feedback.status'),
      sorter: true,
      width: 170,
      render: (_, item) => (
        <>
          <FeedbackStatusTag status={item.status} />
          {item.emailed === false && <Tag color="warning">{t('feedback.notEmailed')}</Tag>}
        </>
      ),
    },
  ];

  const choice = (name: keyof FeedbackFilter, values: readonly string[], all: string, label: string) => (
    <Select
      aria-label={label}
      style={{ width: 170 }}
      value={filter[name] ?? ''}
      onChange={(value: string) => setFilter(name, value || undefined)}
      options={[
        { value: '', label: all },
        ...values.map((value) => ({
          value,
          label: t(name === 'kind' ? `feedback.kinds.${value}` : `feedback.statuses.${value}`),
        })),
      ]}
      data-testid={`feedback-filter-${name}`}
    />
  );

  return (
    <PagedTable<FeedbackListItem>
      title={t('feedback.listTitle')}
      testId="feedback-list"
      columns={columns}
      rowKey="id"
      queryKey={feedbackKeys.list(filter)}
      fetcher={(query: PagedQuery) => fetchFeedbackList(query, filter)}
      defaultSort="-createdAt"
      filters={
        <>
          {choice('kind', FEEDBACK_KINDS, t('feedback.allKinds'), t('feedback.kind'))}
          {choice('status', FEEDBACK_STATUSES, t('feedback.allStatuses'), t('feedback.status'))}
        </>
      }
      emptyText={t('feedback.empty')}
      onRow={(item) => ({
        onClick: () => onOpen(item.id),
        onKeyDown: (event) => {
          if (event.key === 'Enter') onOpen(item.id);
        },
        tabIndex: 0,
        style: { cursor: 'pointer' },
        'data-testid': 'feedback-row',
      })}
    />
  );
}
