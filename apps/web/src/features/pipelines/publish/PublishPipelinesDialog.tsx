// Publish pipelines (admin-console.md section 2, Configuration tab): the node model's collaboration
// branches, each with an Open link, one chosen by radio; publishing makes it the branch the Run
// screens' build and test pipelines execute. No choice: 'Please choose a target repository'. A
// branch that breaks a data contract is said to before the server refuses it.
import { Alert, Empty, Form, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUBLISH_LIST_MAX_HEIGHT, type CollaborationBranch, type PublishedBranch } from '@cairn/contracts';
import { FormDialog } from '../../../shared/components/FormDialog';
import { formatDateTime } from '../../../shared/format/dates';
import { useCollaborationBranches } from '../../../shared/api/pipelines/useCollaborationBranches';
import { usePublishBranch } from '../../../shared/api/pipelines/usePublishBranch';
import { PublishContractWarning } from '../../contracts/PublishContractWarning';

interface Props {
  open: boolean;
  engagementId: string;
  published: PublishedBranch;
  onClose: () => void;
  onPublished: (branch: string) => void;
}

interface Values {
  branch?: string;
}

const shortCommit = (commit: string) => commit.slice(0, 7);

export function PublishPipelinesDialog({ open, engagementId, published, onClose, onPublished }: Props) {
  const { t } = useTranslation();
  const branches = useCollaborationBranches(engagementId, open);
  const publish = usePublishBranch(engagementId);

  return (
    <FormDialog<Values>
      open={open}
      width="large"
      title={t('publishPipelines.title')}
      okText={t('publishPipelines.publish')}
      testId="publish-pipelines"
      initialValues={{ branch: published.publishedAt ? published.branch : undefined }}
      onSubmit={async ({ branch }) => {
        const saved = await publish.mutateAsync(branch!);
        onPublished(saved.branch);
      }}
      onClose={onClose}
    >
      <Typography.Paragraph data-testid="publish-pipelines-current">
        {published.publishedAt
          ? t('publishPipelines.current', {
              branch: published.branch,
              commit: shortCommit(published.commit ?? ''),
              by: published.publishedBy ?? t('common.notAvailable'),
              at: formatDateTime(published.publishedAt),
            })
          : t('publishPipelines.notPublished', { branch: published.branch })}
      </Typography.Paragraph>
      {branches.isPending ? (
        <Spin data-testid="publish-pipelines-loading" />
      ) : branches.isError ? (
        <Alert type="error" showIcon title={t('publishPipelines.noNodeModel')} />
      ) : branches.data.length === 0 ? (
        <Empty description={t('publishPipelines.noBranches')} />
      ) : (
        <Form.Item
          name="branch"
          label={t('publishPipelines.branches')}
          rules={[{ required: true, message: t('validation.chooseTargetRepository') }]}
        >
          <Radio.Group style={{ width: '100%' }} data-testid="publish-pipelines-branches">
            <div style={{ maxHeight: PUBLISH_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
              <Space orientation="vertical" style={{ width: '100%' }}>
                {branches.data.map((branch) => (
                  <BranchChoice key={branch.name} branch={branch} />
                ))}
              </Space>
            </div>
          </Radio.Group>
        </Form.Item>
      )}
      <PublishContractWarning engagementId={engagementId} />
    </FormDialog>
  );
}

function BranchChoice({ branch }: { branch: CollaborationBranch }) {
  const { t } = useTranslation();
  return (
    <div
      style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
      data-testid="publish-pipelines-branch"
      data-branch={branch.name}
    >
      <Radio value={branch.name}>
        <Typography.Text strong>{branch.name}</Typography.Text>{' '}
        <Typography.Text type="secondary">
          {t('publishPipelines.branchOf', {
            repository: branch.parentRepositoryName,
            commit: shortCommit(branch.commit),
          })}
        </Typography.Text>
      </Radio>
      <Typography.Link
        href={branch.branchUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="publish-pipelines-open"
      >
        {t('publishPipelines.open')}
      </Typography.Link>
    </div>
  );
}
