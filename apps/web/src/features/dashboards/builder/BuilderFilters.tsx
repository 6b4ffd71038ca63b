// The dashboard's filters in the builder: each as a tag (what it is, how a tile's SQL follows it),
// removed with its cross, and "Add filter", which makes one from a table's column.
import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select, Tag, Tooltip, Typography, type ButtonProps } from 'antd';
import { FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH, PERMISSIONS, type WarehouseTable } from '@cairn/contracts';
import { useNeedsPermission } from '../../../shared/access/useNeedsPermission';
import { filterFromColumn, type BuilderFilter } from './builderModel';

interface Props {
  filters: BuilderFilter[];
  tables: WarehouseTable[] | undefined;
  canListTables: boolean;
  onChange: (filters: BuilderFilter[]) => void;
}

export function BuilderFilters({ filters, tables, canListTables, onChange }: Props) {
  const { t } = useTranslation();
  const needsPermission = useNeedsPermission();
  const [adding, setAdding] = useState(false);
  return (
    <Flex gap="small" align="center" wrap data-testid="builder-filters" style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        <FilterOutlined /> {t('dashboardBuilder.filters')}
      </Typography.Text>
      {filters.length === 0 && (
        <Typography.Text type="secondary">{t('dashboardBuilder.noFilters')}</Typography.Text>
      )}
      {filters.map(({ filter, column }) => (
        <Tooltip key={filter.id} title={t('dashboardBuilder.filterHint', { id: filter.id, column })}>
          <Tag
            closable
            data-testid="builder-filter"
            data-filter={filter.id}
            closeIcon={
              <span aria-label={t('dashboardBuilder.removeFilter', { label: filter.label })}>×</span>
            }
            onClose={() => onChange(filters.filter((f) => f.filter.id !== filter.id))}
          >
            {filter.label} · {t(`dashboardBuilder.filterTypes.${filter.type}`)}
          </Tag>
        </Tooltip>
      ))}
      <Tooltip title={canListTables ? undefined : needsPermission(PERMISSIONS.pipelinesRead)}>
        <Button
          size="small"
          icon={<PlusOutlined />}
          disabled={!canListTables}
          data-testid="builder-add-filter"
          onClick={() => setAdding(true)}
        >
          {t('dashboardBuilder.addFilter')}
        </Button>
      </Tooltip>
      <AddFilterDialog
        open={adding}
        tables={tables ?? []}
        onClose={() => setAdding(false)}
        onAdd={(table, column, label) => {
          onChange([...filters, filterFromColumn(table, column, label, filters)]);
          setAdding(false);
        }}
      />
    </Flex>
  );
}

interface DialogProps {
  open: boolean;
  tables: WarehouseTable[];
  onClose: () => void;
  onAdd: (table: WarehouseTable, column: string, label: string) => void;
}

function AddFilterDialog({ open, tables, onClose, onAdd }: DialogProps) {
  const { t } = useTranslation();
  const [tableName, setTableName] = useState<string>();
  const [column, setColumn] = useState<string>();
  const [label, setLabel] = useState('');
  const table = tables.find((x) => `${x.schema}.${x.name}` === tableName);
  const ready = table && column && label.trim();
  return (
    <Modal
      open={open}
      width={MODAL_WIDTH.medium}
      title={t('dashboardBuilder.addFilter')}
      okText={t('dashboardBuilder.add')}
      okButtonProps={{ disabled: !ready, 'data-testid': 'add-filter-ok' } as ButtonProps}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      afterClose={() => {
        setTableName(undefined);
        setColumn(undefined);
        setLabel('');
      }}
      onOk={() => ready && onAdd(table, column, label.trim())}
      data-testid="add-filter-dialog"
    >
      <Typography.Paragraph type="secondary">{t('dashboardBuilder.addFilterIntro')}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('dashboardBuilder.table')}>
          <Select
            showSearch
            data-testid="filter-table"
            value={tableName}
            options={tables.map((x) => ({ value: `${x.schema}.${x.name}`, label: `${x.schema}.${x.name}` }))}
            notFoundContent={t('dashboardBuilder.noTables')}
            onChange={(value: string) => {
              setTableName(value);
              setColumn(undefined);
            }}
          />
        </Form.Item>
        <Form.Item label={t('dashboardBuilder.column')}>
          <Select
            showSearch
            data-testid="filter-column"
            value={column}
            disabled={!table}
            options={(table?.columns ?? []).map((c) => ({
              value: c.name,
              label: `${c.name} (${c.type.toLowerCase()})`,
            }))}
            onChange={(value: string) => {
              setColumn(value);
              if (!label.trim()) setLabel(value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' '));
            }}
          />
        </Form.Item>
        <Form.Item label={t('dashboardBuilder.filterLabel')}>
          <Input
            value={label}
            maxLength={100}
            data-testid="filter-label"
            onChange={(e) => setLabel(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
