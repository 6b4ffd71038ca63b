// The Feedback screen for the platform's administrators (issue 26): every feedback and help request
// users sent, paged on the server; /feedback/:feedbackId opens one beside the list (the address the
// e-mail links to), with its text, screenshot and status.
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../shared/components/PageHeader';
import { FeedbackTable } from './tables/FeedbackTable';
import { FeedbackDetailDrawer } from './FeedbackDetailDrawer';

export function FeedbackPage() {
  const { t } = useTranslation();
  const { feedbackId } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();

  return (
    <>
      <PageHeader title={t('feedback.pageTitle')} subtitle={t('feedback.pageSubtitle')} />
      {/* The list's page, search and filters stay in the address as a request opens and closes. */}
      <FeedbackTable onOpen={(id) => navigate(`/feedback/${id}${search}`)} />
      <FeedbackDetailDrawer id={feedbackId} onClose={() => navigate(`/feedback${search}`)} />
    </>
  );
}
