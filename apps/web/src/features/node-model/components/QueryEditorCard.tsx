// The main column: the SQL editor of the selected node (or source, category, test) with Save, and
// room for the history button. Read-only for users who may not write (Save disabled, saying why) and
// on read-only branches.
// Beside the editor, the warehouse's tables and columns, which the editor also completes.
import { useMemo, type ReactNode } from 'react';
import { Button, Card, Empty, Flex, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WarehouseTable } from '@cairn/contracts';
import { LazySqlEditor } from '../editor/LazySqlEditor';
import { completionSchema } from '../starterQuery';
import { WarehouseCatalogue } from './WarehouseCatalogue';

interface Props {
  /** What the editor shows, e.g. "Node payroll"; absent when nothing is selected. */
  title?: string;
  /** Shown instead of the editor when nothing is selected. */
  emptyText: string;
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
  dirty: boolean;
  readOnly: boolean;
  /** Absent: the user may not write (with `saveUnavailable`, Save shows disabled; else not at all). */
  onSave?: () => void;
  /** Why the user may not save (the permission it needs): Save shows disabled with this. */
  saveUnavailable?: string;
  saving?: boolean;
  extra?: ReactNode;
  /** The warehouse's tables: listed beside the editor and completed in it; absent: neither. */
  catalogue?: { tables: readonly WarehouseTable[]; openSchemas: readonly string[] };
}

export function QueryEditorCard({
  title,
  emptyText,
  loading,
  value,
  onChange,
  dirty,
  readOnly,
  onSave,
  saveUnavailable,
  saving,
  extra,
  catalogue,
}: Props) {
  const { t } = useTranslation();
  const completion = useMemo(() => catalogue && completionSchema(catalogue.tables), [catalogue]);
  return (
    <Card
      title={
        title ? (
          <Flex align="center" gap={8}>
            <Typography.Text strong ellipsis>
              {title}
            </Typography.Text>
            {dirty && (
              <Tag color="blue" data-testid="query-unsaved">
                {t('nodeModel.unsaved')}
              </Tag>
            )}
          </Flex>
        ) : (
          t('nodeModel.query')
        )
      }
      extra={
        title && (
          <Flex gap={8}>
            {extra}
            {(onSave || saveUnavailable) && (
              <Tooltip title={saveUnavailable}>
                <Button
                  type="primary"
                  icon={<SaveOutlined />}
                  disabled={readOnly || !dirty || !onSave}
                  loading={saving}
                  onClick={onSave}
                  aria-description={saveUnavailable}
                  data-testid="query-save"
                >
                  {t('common.save')}
                </Button>
              </Tooltip>
            )}
          </Flex>
        )
      }
      data-testid="query-card"
    >
      {!title ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} data-testid="query-empty" />
      ) : loading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex gap={16} align="flex-start" wrap>
          <div style={{ flex: '1 1 420px', minWidth: 0 }}>
            <LazySqlEditor
              value={value}
              onChange={onChange}
              readOnly={readOnly}
              onSave={onSave && !readOnly && dirty ? onSave : undefined}
              aria-label={t('nodeModel.queryOf', { name: title })}
              data-testid="sql-editor"
              completion={completion}
            />
          </div>
          {catalogue && (
            <div style={{ flex: '0 1 260px', minWidth: 200 }}>
              <WarehouseCatalogue tables={catalogue.tables} openSchemas={catalogue.openSchemas} />
            </div>
          )}
        </Flex>
      )}
    </Card>
  );
}
