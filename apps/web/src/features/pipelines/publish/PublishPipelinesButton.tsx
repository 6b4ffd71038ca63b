// Publish pipelines (Configuration tab; hidden by the tab for gain engagements): opens the publish
// modal for callers whose published-branch answer allows it (`abilities.publish`), and says
// 'pipelines published' (or the server's refusal) when done.
import { useState } from 'react';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePublishedBranch } from '../../../shared/api/pipelines/usePublishedBranch';
import { PublishPipelinesDialog } from './PublishPipelinesDialog';

export interface PublishPipelinesButtonProps {
  engagementId: string;
}

export function PublishPipelinesButton({ engagementId }: PublishPipelinesButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const published = usePublishedBranch(engagementId);
  const [open, setOpen] = useState(false);
  if (!published.data?.abilities.publish) return null;

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="publish-pipelines-button">
        {t('publishPipelines.button')}
      </Button>
      <PublishPipelinesDialog
        open={open}
        engagementId={engagementId}
        published={published.data}
        onClose={() => setOpen(false)}
        onPublished={(branch) => void message.success(t('publishPipelines.published', { branch }))}
      />
    </>
  );
}
