// Version up a data contract: the branch's node becomes the contract's next version, with the key
// columns chosen here (at least one, from the node's fields on that branch). The changes accepted
// and who reads the node are said before saving.
import { Alert, App, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractBreak, DataContract } from '@cairn/contracts';
import { FormDialog } from '../../shared/components/FormDialog';
import { useNode } from '../../shared/api/nodeModel/useNode';
import { useVersionUpContract } from '../../shared/api/pipelines/useVersionUpContract';
import { describeChange, describeReaders } from './contractTexts';

interface Props {
  engagementId: string;
  contract: DataContract;
  branch: string;
  /** What the branch breaks, when it does. */
  breaks?: ContractBreak;
  onClose: () => void;
}

interface Values {
  keys: string[];
}

export function VersionUpContractDialog({ engagementId, contract, branch, breaks, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { layer, node } = contract;
  const branchNode = useNode({ engagementId, branch, layer, node });
  const versionUp = useVersionUpContract(engagementId, layer, node);
  const fields = branchNode.data?.fields.map((f) => f.name) ?? [];
  const kept = contract.keys.filter((key) => fields.some((f) => f.toLowerCase() === key.toLowerCase()));
  const name = `${layer}.${node}`;

  return (
    <FormDialog<Values>
      open
      width="large"
      title={t('contracts.versionUpDialog.title', { node: name })}
      okText={t('contracts.versionUp')}
      testId="contract-version-up"
      // The form mounts once the fields are known, so the kept keys are chosen already.
      key={branchNode.isPending ? 'loading' : 'ready'}
      initialValues={{ keys: kept }}
      onSubmit={async ({ keys }) => {
        const saved = await versionUp.mutateAsync({ branch, keys });
        void message.success(t('contracts.versionUpDialog.saved', { node: name, version: saved.version }));
        onClose();
      }}
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('contracts.versionUpDialog.explanation', {
          version: contract.version + 1,
          branch,
          readers: describeReaders(contract.consumers) || '—',
        })}
      </Typography.Paragraph>
      {breaks && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <ul style={{ margin: 0, paddingInlineStart: 16 }}>
              {breaks.changes.map((change, index) => (
                <li key={index}>{describeChange(t, change)}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form.Item
        name="keys"
        label={t('contracts.versionUpDialog.keys')}
        extra={t('contracts.versionUpDialog.keysHelp')}
        rules={[{ required: true, type: 'array', min: 1, message: t('validation.atLeastOneKeyRequired') }]}
      >
        <Select
          mode="multiple"
          loading={branchNode.isPending}
          options={fields.map((f) => ({ value: f, label: f }))}
          data-testid="contract-version-up-keys"
        />
      </Form.Item>
    </FormDialog>
  );
}
