// One feedback or help request: who sent it from which page and when, its text and screenshot, and its
// status, which an administrator holding Feedback.Writer moves New -> In progress -> Done.
import { App, Descriptions, Drawer, Empty, Image, Segmented, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FEEDBACK_STATUSES,
  PLATFORM_SCOPE,
  type FeedbackDetail,
  type FeedbackStatus,
} from '@cairn/contracts';
import { feedbackScreenshotAddress, useFeedback } from '../../shared/api/feedback/useFeedback';
import { useUpdateFeedbackStatus } from '../../shared/api/feedback/useUpdateFeedbackStatus';
import { usePermissions } from '../../shared/api/authorization/usePermissions';
import { formatDateTime } from '../../shared/format/dates';
import { FeedbackStatusTag } from './tables/FeedbackStatusTag';

export function FeedbackDetailDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useFeedback(id);
  return (
    <Drawer
      open={!!id}
      onClose={onClose}
      width={640}
      title={data ? t(`feedback.kinds.${data.kind}`) : t('feedback.pageTitle')}
      data-testid="feedback-detail"
      destroyOnHidden
    >
      {isPending && !!id && <Spin />}
      {isError && <Empty description={t('feedback.notFound')} />}
      {data && <FeedbackDetailBody detail={data} />}
    </Drawer>
  );
}

function FeedbackDetailBody({ detail }: { detail: FeedbackDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const update = useUpdateFeedbackStatus(detail.id);

  const changeStatus = (status: FeedbackStatus) =>
    update.mutate(status, {
      onSuccess: () =>
        void message.success(t('feedback.statusChanged', { status: t(`feedback.statuses.${status}`) })),
    });

  return (
    <>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('feedback.from')}>
          {detail.senderName} ({detail.senderEmail})
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.when')}>{formatDateTime(detail.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('feedback.page')}>
          <Link to={detail.page} data-testid="feedback-detail-page">
            {detail.page}
          </Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.email')}>
          {detail.emailed === null ? (
            <Typography.Text type="secondary">{t('feedback.noSmtp')}</Typography.Text>
          ) : detail.emailed ? (
            t('feedback.emailed')
          ) : (
            <Tag color="warning">{t('feedback.notEmailed')}</Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('feedback.status')}>
          {permissions.global.canWriteFeedback ? (
            <Segmented<FeedbackStatus>
              value={detail.status}
              disabled={update.isPending}
              onChange={changeStatus}
              options={FEEDBACK_STATUSES.map((status) => ({
                value: status,
                label: (
                  <span data-testid={`feedback-status-${status}`}>{t(`feedback.statuses.${status}`)}</span>
                ),
              }))}
            />
          ) : (
            <FeedbackStatusTag status={detail.status} />
          )}
        </Descriptions.Item>
      </Descriptions>
      {detail.subject && (
        <Typography.Title level={5} style={{ marginTop: 24 }} data-testid="feedback-detail-subject">
          {detail.subject}
        </Typography.Title>
      )}
      <Typography.Paragraph
        style={{ marginTop: detail.subject ? 8 : 24, whiteSpace: 'pre-wrap' }}
        data-testid="feedback-detail-message"
      >
        {detail.message}
      </Typography.Paragraph>
      {detail.hasScreenshot && (
        <>
          <Typography.Title level={5}>{t('feedback.screenshot')}</Typography.Title>
          <Image
            src={feedbackScreenshotAddress(detail.id)}
            alt={t('feedback.screenshotAlt')}
            style={{ maxWidth: '100%', border: '1px solid rgba(128,128,128,0.3)' }}
            data-testid="feedback-detail-screenshot"
          />
        </>
      )}
    </>
  );
}
