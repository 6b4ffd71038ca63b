// New branch (addNewBranch): name by the branch rules (no duplicate: noDuplicateBranchName) and the
// parent branch, which defaults to the selected branch.
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Branch } from '@cairn/contracts';
import { useAddBranch } from '../../../shared/api/nodeModel/useAddBranch';
import { NameFormDialog } from './NameFormDialog';

interface Props {
  open: boolean;
  engagementId: string;
  branches: readonly Branch[];
  selectedBranch: string | undefined;
  onClose: () => void;
  onAdded: (name: string) => void;
}

interface Values {
  name: string;
  parentBranch: string;
}

export function NewBranchDialog({ open, engagementId, branches, selectedBranch, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = useAddBranch(engagementId);
  const names = branches.map((b) => b.name);

  return (
    <NameFormDialog
      open={open}
      form={form}
      width="small"
      title={t('nodeModel.newBranch.title')}
      testId="new-branch"
      nameKind="branch"
      existing={names}
      initialValues={{ parentBranch: selectedBranch ?? names[0] }}
      add={add}
      toInput={({ name, parentBranch }) => ({ name: name.trim(), parentBranch })}
      addedText={(name) => t('nodeModel.toasts.newBranchAdded', { name })}
      onClose={onClose}
      onAdded={onAdded}
    >
      <Form.Item
        name="parentBranch"
        label={t('nodeModel.newBranch.parent')}
        rules={[{ required: true, message: t('validation.fieldCannotBeEmpty') }]}
      >
        <Select
          options={names.map((name) => ({ value: name, label: name }))}
          showSearch
          data-testid="new-branch-parent"
        />
      </Form.Item>
    </NameFormDialog>
  );
}
