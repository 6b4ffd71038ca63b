// Revert modal (admin-console.md sections 2 and 5): 600 px, the version to revert and the version to
// restore read-only, a required comment (4 rows, checked on blur and on confirm); 'reverting
// promotion' once the server took it.
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GainProcessType, GainPromotionAnswer } from '@cairn/contracts';
import { useRevertPromotion } from '../../../../shared/api/gainGovernance/useRevertPromotion';
import { FormDialog } from '../../../../shared/components/FormDialog';
import { GainCommentField } from './GainCommentField';

interface Props {
  engagementId: string;
  processType: GainProcessType;
  /** The latest finished promotion (Revert's row). */
  promotion: GainPromotionAnswer;
  /** The promotion whose version is restored (the Target label). */
  target: GainPromotionAnswer;
  onClose: () => void;
}

interface Values {
  comment: string;
}

export function GainPromotionRevertDialog({ engagementId, processType, promotion, target, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const revert = useRevertPromotion(engagementId, processType);

  const submit = async (values: Values) => {
    await revert.mutateAsync({ promotionId: promotion.promotionId, comment: values.comment.trim() });
    void message.success(t('gainGovernance.promotions.reverting'));
  };

  return (
    <FormDialog<Values>
      open
      width="large"
      title={t('gainGovernance.promotions.revertTitle')}
      okText={t('gainGovernance.promotions.revert')}
      onSubmit={submit}
      onClose={onClose}
      guardUnsavedChanges
      testId="gain-revert"
    >
      <Form.Item label={t('gainGovernance.promotions.versionToRevert')}>
        <Input value={promotion.sourceVersion} readOnly data-testid="gain-revert-source" />
      </Form.Item>
      <Form.Item label={t('gainGovernance.promotions.versionToRestore')}>
        <Input value={target.sourceVersion} readOnly data-testid="gain-revert-target" />
      </Form.Item>
      <GainCommentField
        name="comment"
        label={t('gainGovernance.promotions.comment')}
        required
        autoFocus
        testId="gain-revert-comment"
      />
    </FormDialog>
  );
}
