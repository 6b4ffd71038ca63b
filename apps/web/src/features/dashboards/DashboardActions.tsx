// The list's actions: New dashboard (the builder, where Cairn keeps the dashboards) and Upload —
// for writers; anyone else sees them disabled with the permission they need and who holds it.
import { useState } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PERMISSIONS, type DashboardListAbilities } from '@cairn/contracts';
import { useNeedsPermission } from '../../shared/access/useNeedsPermission';
import { DashboardUploadDialog } from './dialogs/DashboardUploadDialog';

export function DashboardActions({
  engagementId,
  abilities,
}: {
  engagementId: string;
  abilities: DashboardListAbilities;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const needsPermission = useNeedsPermission();
  const [uploading, setUploading] = useState(false);
  const cairn = abilities.provider === 'cairn';
  const reason = abilities.upload ? undefined : needsPermission(PERMISSIONS.dashboardingPowerBiWriter);
  return (
    <Space>
      {cairn && (
        <Tooltip title={reason}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            disabled={!abilities.upload}
            data-testid="dashboard-new"
            onClick={() => navigate('/dashboards/new')}
          >
            {t('dashboards.new')}
          </Button>
        </Tooltip>
      )}
      <Tooltip title={reason}>
        <Button
          type={cairn ? 'default' : 'primary'}
          icon={<UploadOutlined />}
          disabled={!abilities.upload}
          data-testid="dashboard-upload"
          onClick={() => setUploading(true)}
        >
          {t('dashboards.upload')}
        </Button>
      </Tooltip>
      {abilities.upload && (
        <DashboardUploadDialog
          engagementId={engagementId}
          extensions={abilities.fileExtensions}
          cairn={cairn}
          open={uploading}
          onClose={() => setUploading(false)}
        />
      )}
    </Space>
  );
}
