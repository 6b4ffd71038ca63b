// Applications overview (admin-console.md "Applications, roles, permissions"): paged table of name and
// aadObjectId with edit and delete icons, a details link and 'New application'. Icons and the button
// follow what the server says I may do (abilities; Users.Writer at /platform).
import { useState } from 'react';
import { App, Button, Flex, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, RightCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PERMISSIONS, PLATFORM_SCOPE, type Application } from '@cairn/contracts';
import { useApplications } from '../../../shared/api/authorization/useApplications';
import { useDeleteApplication } from '../../../shared/api/authorization/useDeleteApplication';
import { usePermissions } from '../../../shared/api/authorization/usePermissions';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { PageHeader } from '../../../shared/components/PageHeader';
import { PagedTable } from '../../../shared/components/PagedTable';
import { ApplicationCreateDialog } from './dialogs/ApplicationCreateDialog';
import { ApplicationEditDialog } from './dialogs/ApplicationEditDialog';

export const applicationAddress = (aadObjectId: string, tab = 'profile') =>
  `/applications/${encodeURIComponent(aadObjectId)}/${tab}`;

export function ApplicationsOverviewPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = usePermissions(PLATFORM_SCOPE);
  const remove = useDeleteApplication();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Application | null>(null);
  const [deleting, setDeleting] = useState<Application | null>(null);

  const columns: TableColumnsType<Application> = [
    { key: 'name', dataIndex: 'name', title: t('adminApplications.name'), sorter: true },
    {
      key: 'aadObjectId',
      dataIndex: 'aadObjectId',
      title: t('adminApplications.aadObjectId'),
      sorter: true,
      render: (id: string) => (
        <Typography.Text
          code
          copyable={{ text: id, tooltips: [t('adminApplications.copy'), t('adminApplications.copied')] }}
        >
          {id}
        </Typography.Text>
      ),
    },
    {
      key: 'actions',
      title: t('adminApplications.actions'),
      width: 140,
      render: (_, application) => (
        <Flex gap={4}>
          {application.abilities.update && (
            <Tooltip title={t('adminApplications.edit')}>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('adminApplications.editOf', { name: application.name })}
                onClick={() => setEditing(application)}
                data-testid={`application-edit-${application.aadObjectId}`}
              />
            </Tooltip>
          )}
          {application.abilities.delete && (
            <Tooltip title={t('common.delete')}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('adminApplications.deleteOf', { name: application.name })}
                onClick={() => setDeleting(application)}
                data-testid={`application-delete-${application.aadObjectId}`}
              />
            </Tooltip>
          )}
          <Tooltip title={t('adminApplications.details')}>
            <Link
              to={applicationAddress(application.aadObjectId)}
              aria-label={t('adminApplications.detailsOf', { name: application.name })}
              data-testid={`application-details-${application.aadObjectId}`}
              style={{ padding: '4px 8px' }}
            >
              <RightCircleOutlined />
            </Link>
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('userMenu.applications')} />
      <PagedTable<Application>
        title={t('adminApplications.listTitle')}
        testId="applications"
        columns={columns}
        rowKey="id"
        useList={useApplications}
        defaultSort="name"
        emptyText={t('adminApplications.noApplications')}
        actions={
          permissions.can(PERMISSIONS.usersWriter) && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setCreating(true)}
              data-testid="new-application-open"
            >
              {t('adminApplications.newApplication')}
            </Button>
          )
        }
      />
      <ApplicationCreateDialog open={creating} onClose={() => setCreating(false)} />
      <ApplicationEditDialog application={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('adminApplications.confirmDelete')}
        target={deleting?.name ?? ''}
        description={deleting && t('adminApplications.deleteText', { name: deleting.name })}
        onConfirm={async () => {
          await remove.mutateAsync(deleting!.aadObjectId);
          void message.success(t('adminApplications.applicationDeleted'));
        }}
        onClose={() => setDeleting(null)}
        testId="application-delete"
      />
    </>
  );
}
