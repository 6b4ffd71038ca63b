// Deploy (admin-console.md "Compose"): asks 'confirm start deployment', starts the deployment and
// shows 'deployment in progress'. A refusal (409: locked, nothing to deploy) shows in the dialog.
import { useState } from 'react';
import { Alert, App, Button, Modal, type ButtonProps } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@cairn/contracts';
import { useStartDeployment } from '../../../../shared/api/deployments/useStartDeployment';
import { errorDescription } from '../../../../shared/api/reportError';

export interface TenantDeployButtonProps {
  tenantId: string;
  /** Disabled while locked or while the composition has unsaved edits. */
  disabled: boolean;
}

export function TenantDeployButton({ tenantId, disabled }: TenantDeployButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const start = useStartDeployment(tenantId);
  const close = () => {
    start.reset();
    setOpen(false);
  };
  const confirm = async () => {
    try {
      await start.mutateAsync();
      void message.success(t('adminDeployments.deploymentInProgress'));
      close();
    } catch {
      // Shown in the dialog from start.error.
    }
  };
  return (
    <>
      <Button
        icon={<CloudUploadOutlined />}
        disabled={disabled}
        onClick={() => setOpen(true)}
        data-testid="deploy-button"
      >
        {t('adminDeployments.deploy')}
      </Button>
      <Modal
        open={open}
        width={MODAL_WIDTH.small}
        title={t('adminDeployments.confirmStartDeployment')}
        okText={t('adminDeployments.deploy')}
        cancelText={t('common.cancel')}
        onOk={confirm}
        onCancel={close}
        confirmLoading={start.isPending}
        okButtonProps={{ 'data-testid': 'deploy-confirm' } as ButtonProps}
        cancelButtonProps={{ 'data-testid': 'deploy-cancel' } as ButtonProps}
        data-testid="deploy-dialog"
        destroyOnHidden
      >
        <p>{t('adminDeployments.confirmStartDeploymentDetail')}</p>
        {start.error ? (
          <Alert type="error" showIcon title={errorDescription(start.error)} data-testid="deploy-error" />
        ) : null}
      </Modal>
    </>
  );
}
