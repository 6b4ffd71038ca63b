// New branch (addNewBranch): name by the branch rules (no duplicate: noDuplicateBranchName) and the
// parent branch, which defaults to the selected branch.
import { App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { nameRules, type Branch } from '@cairn/contracts';
import { antdRule } from '../../../shared/validation/antdRules';
import { useAddBranch } from '../api/useAddBranch';
import { showServerError } from './serverFieldErrors';

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
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddBranch(engagementId);
  const names = branches.map((b) => b.name);

  const submit = ({ name, parentBranch }: Values) =>
    add.mutate(
      { name: name.trim(), parentBranch },
      {
        onSuccess: (branch) => {
          void message.success(t('nodeModel.toasts.newBranchAdded', { name: branch.name }));
          onAdded(branch.name);
          onClose();
        },
        onError: (error) => showServerError(form, error, ['name', 'parentBranch'], t),
      },
    );

  return (
    <Modal
      open={open}
      width={400}
      title={t('nodeModel.newBranch.title')}
      okText={t('nodeModel.add')}
      cancelText={t('nodeModel.cancel')}
      onOk={() => form.submit()}
      confirmLoading={add.isPending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        data-testid="new-branch-form"
        initialValues={{ parentBranch: selectedBranch ?? names[0] }}
      >
        <Form.Item
          name="name"
          label={t('nodeModel.name')}
          required
          rules={nameRules('branch', names).map((rule) => antdRule(rule, t))}
        >
          <Input autoFocus maxLength={100} onPressEnter={() => form.submit()} data-testid="new-branch-name" />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}
