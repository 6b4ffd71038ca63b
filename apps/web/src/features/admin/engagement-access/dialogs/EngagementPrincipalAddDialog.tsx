// Add user / add application on the engagement access overview, first step: who (a user's e-mail or
// an application's aadObjectId, section 5's rules from contracts). The roles are then chosen in the
// shared RoleAssignmentAddDialog opened at the engagement; the server answers an unknown principal
// with 422, which that dialog reports as not added.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { engagementPrincipalRules } from '@cairn/contracts';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { antdRule } from '../../../../shared/validation/antdRules';
import type { RoleAssignee } from '../../access/dialogs/RoleAssignmentAddDialog';

interface Props {
  open: boolean;
  principalType: 'User' | 'Application';
  onClose: () => void;
  onPicked: (assignee: RoleAssignee) => void;
}

interface Values {
  principalId: string;
}

export function EngagementPrincipalAddDialog({ open, principalType, onClose, onPicked }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const user = principalType === 'User';

  const submit = async ({ principalId }: Values) => {
    // E-mails are stored in lower case; the server compares them so too.
    const id = user ? principalId.trim().toLowerCase() : principalId.trim();
    onPicked({ principalId: id, principalType, name: id });
  };

  return (
    <FormDialog<Values>
      open={open}
      form={form}
      width="small"
      title={t(`adminEngagementAccess.add${principalType}`)}
      okText={t('adminEngagementAccess.next')}
      onSubmit={submit}
      onClose={onClose}
      testId={`engagement-access-add-${user ? 'user' : 'application'}-dialog`}
    >
      <Form.Item
        name="principalId"
        label={t(user ? 'adminEngagementAccess.email' : 'adminEngagementAccess.aadObjectId')}
        extra={user ? undefined : t('adminEngagementAccess.aadObjectIdHint')}
        required
        rules={engagementPrincipalRules[principalType].map((rule) => antdRule(rule, t))}
      >
        <Input autoFocus maxLength={user ? 320 : 36} data-testid="engagement-access-principal" />
      </Form.Item>
    </FormDialog>
  );
}
