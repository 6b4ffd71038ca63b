// Resources tab of Engagement details (admin-console.md; section 4 "Resources of an engagement"): the
// resources of the engagement's tenant (name, resourceType) with checkbox selection. The saved
// selection is drawn first; only then are the user's changes taken, and Save sends name, features and
// the selection as resourceIds ('engagement info saved'). Read-only without the update ability. A
// warehouse or git repository holding another engagement's data is marked and cannot be chosen.
import { useEffect, useState } from 'react';
import { App, Button, Card, Space, Tag, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { EngagementAdmin, EngagementTenantResource } from '@cairn/contracts';
import { useEngagementTenantResources } from '../../../shared/api/engagements/useEngagementTenantResources';
import { useUpdateEngagementAdmin } from '../../../shared/api/engagements/useUpdateEngagementAdmin';
import { ListTable } from '../../../shared/components/ListTable';
import { ListToolbar } from '../../../shared/components/ListToolbar';

export function EngagementResourcesTab({ engagement }: { engagement: EngagementAdmin }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const resources = useEngagementTenantResources(engagement.id);
  const save = useUpdateEngagementAdmin(engagement.id);
  // null until the saved selection is drawn: the table's own reports before then are not the user's.
  const [selected, setSelected] = useState<string[] | null>(null);
  const readOnly = !engagement.abilities.update;

  useEffect(() => {
    if (resources.data && selected === null) setSelected(engagement.resourceIds);
  }, [resources.data, selected, engagement.resourceIds]);

  const submit = () =>
    save.mutate(
      { name: engagement.name, features: JSON.stringify(engagement.features), resourceIds: selected ?? [] },
      { onSuccess: () => void message.success(t('adminEngagements.engagementInfoSaved')) },
    );

  const rows = resources.data ?? [];
  return (
    <Card data-testid="engagement-resources">
      <ListToolbar
        actions={
          !readOnly && (
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={save.isPending}
              disabled={selected === null}
              onClick={submit}
              data-testid="engagement-resources-save"
            >
              {t('adminEngagements.save')}
            </Button>
          )
        }
      >
        <Typography.Text data-testid="engagement-resources-count">
          {t('adminEngagements.resourcesSelected', { selected: selected?.length ?? 0, total: rows.length })}
        </Typography.Text>
      </ListToolbar>
      <ListTable<EngagementTenantResource>
        rowKey="id"
        query={resources}
        emptyText={t('adminEngagements.noResources')}
        onRow={(row) => ({ 'data-resource': row.name }) as React.HTMLAttributes<HTMLElement>}
        rowSelection={{
          selectedRowKeys: selected ?? [],
          // A warehouse or repository with another engagement's data cannot be chosen; one already
          // chosen can still be let go.
          getCheckboxProps: (row) => ({
            disabled:
              readOnly || selected === null || (row.ofAnotherEngagement && !selected.includes(row.id)),
            'aria-label': t('adminEngagements.selectResource', { name: row.name }),
          }),
          onChange: (keys) => {
            if (selected !== null) setSelected(keys.map(String));
          },
        }}
        columns={[
          {
            key: 'name',
            dataIndex: 'name',
            title: t('adminEngagements.resourceName'),
            render: (name: string, row) =>
              row.ofAnotherEngagement ? (
                <Space size={8}>
                  {name}
                  <Tag data-testid={`resource-of-another-${row.name}`}>
                    {t('adminEngagements.resourceOfAnotherEngagement')}
                  </Tag>
                </Space>
              ) : (
                name
              ),
          },
          { key: 'resourceType', dataIndex: 'resourceType', title: t('adminEngagements.resourceType') },
        ]}
        data-testid="engagement-resources-table"
      />
    </Card>
  );
}
