// One table configuration of the Tables tab (workspace.md sections 3 and 5): target table, source
// file, worksheet (.xlsx only), header row, row existence, rows and columns to skip and take, and
// its column configurations (a name with a header row, else an index; the data type with its
// format for DateTime_String; Excel dates for .xlsx only; failure behaviour).
import {
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Typography,
  type FormListFieldData,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FAILURE_BEHAVIOURS,
  GAIN_COLUMN_DATA_TYPES,
  ROW_EXISTENCE_CRITERIA,
  type GainColumnConfiguration,
} from '@cairn/contracts';
import { IconAction } from '../../../shared/components/IconAction';

const isXlsx = (name: unknown) => typeof name === 'string' && name.trim().toLowerCase().endsWith('.xlsx');

export const NEW_COLUMN: GainColumnConfiguration = {
  columnName: '',
  columnIndex: null,
  mustHaveValue: false,
  dataType: 'Any',
  dataTypeSpecs: null,
  failureBehaviour: 'Break',
};

interface Props {
  field: FormListFieldData;
  index: number;
  disabled: boolean;
  onRemove: () => void;
}

export function GainTableConfigurationCard({ field, index, disabled, onRemove }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const at = (name: string) => ['tableConfigurations', field.name, name];
  const sourceFileName = Form.useWatch(at('sourceFileName'), form) as string | undefined;
  const hasHeaderRow = (Form.useWatch(at('sourceFileHasHeaderRow'), form) as boolean | undefined) ?? true;
  const target = Form.useWatch(at('targetTableName'), form) as string | undefined;
  const xlsx = isXlsx(sourceFileName);
  const label = (name: string) => t(`gainImportConfig.table.${name}`);

  return (
    <Card
      size="small"
      title={target?.trim() || t('gainImportConfig.table.untitled', { number: index + 1 })}
      extra={
        <Popconfirm
          title={t('gainImportConfig.table.confirmRemove')}
          okText={t('gainImportConfig.remove')}
          cancelText={t('gainImportConfig.cancel')}
          onConfirm={onRemove}
          disabled={disabled}
        >
          <Button type="text" danger icon={<DeleteOutlined />} data-testid={`gain-table-remove-${index}`}>
            {t('gainImportConfig.remove')}
          </Button>
        </Popconfirm>
      }
      data-testid="gain-table-card"
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'targetTableName']} label={label('targetTableName')} required>
            <Input data-testid={`gain-table-target-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, 'sourceFileName']} label={label('sourceFileName')} required>
            <Input placeholder="payroll_*.csv" data-testid={`gain-table-source-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name={[field.name, 'sourceFileWorksheetName']}
            label={label('sourceFileWorksheetName')}
            tooltip={label('worksheetHelp')}
          >
            <Input disabled={disabled || !xlsx} data-testid={`gain-table-worksheet-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[field.name, 'sourceFileRowsToSkip']} label={label('sourceFileRowsToSkip')}>
            <InputNumber min={0} precision={0} data-testid={`gain-table-rows-skip-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[field.name, 'sourceFileColsToSkip']} label={label('sourceFileColsToSkip')}>
            <InputNumber min={0} precision={0} data-testid={`gain-table-cols-skip-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name={[field.name, 'sourceFileColsToTake']} label={label('sourceFileColsToTake')}>
            <InputNumber
              min={1}
              precision={0}
              placeholder={label('allColumns')}
              data-testid={`gain-table-cols-take-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[field.name, 'rowExistenceCriterion']} label={label('rowExistenceCriterion')}>
            <Select
              options={ROW_EXISTENCE_CRITERIA.map((value) => ({
                value,
                label: t(`gainImportConfig.rowExistence.${value}`),
              }))}
              data-testid={`gain-table-row-existence-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name={[field.name, 'sourceFileHasHeaderRow']}
            valuePropName="checked"
            label={label('sourceFileHasHeaderRow')}
          >
            <Checkbox data-testid={`gain-table-header-${index}`}>{label('hasHeaderRow')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Typography.Text strong>{label('columns')}</Typography.Text>
      <Form.List name={[field.name, 'columnConfigurations']}>
        {(columns, { add, remove }) => (
          <Flex vertical gap={4} style={{ marginTop: 8 }}>
            {columns.length === 0 && <Typography.Text type="secondary">{label('noColumns')}</Typography.Text>}
            {columns.map((column, j) => (
              <ColumnRow
                key={column.key}
                tableField={field}
                column={column}
                id={`${index}-${j}`}
                hasHeaderRow={hasHeaderRow}
                xlsx={xlsx}
                onRemove={() => remove(column.name)}
              />
            ))}
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ ...NEW_COLUMN })}
              style={{ alignSelf: 'flex-start' }}
              data-testid={`gain-column-add-${index}`}
            >
              {label('addColumn')}
            </Button>
          </Flex>
        )}
      </Form.List>
    </Card>
  );
}

function ColumnRow({
  tableField,
  column,
  id,
  hasHeaderRow,
  xlsx,
  onRemove,
}: {
  tableField: FormListFieldData;
  column: FormListFieldData;
  id: string;
  hasHeaderRow: boolean;
  xlsx: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const path = ['tableConfigurations', tableField.name, 'columnConfigurations', column.name];
  const dataType = Form.useWatch([...path, 'dataType'], form) as string | undefined;
  const label = (name: string) => t(`gainImportConfig.column.${name}`);
  const item = { style: { marginBottom: 0 } };
  return (
    <Flex gap={8} align="start" wrap data-testid="gain-column-row">
      {hasHeaderRow ? (
        <Form.Item name={[column.name, 'columnName']} {...item}>
          <Input
            placeholder={label('columnName')}
            aria-label={label('columnName')}
            data-testid={`gain-column-name-${id}`}
          />
        </Form.Item>
      ) : (
        <Form.Item name={[column.name, 'columnIndex']} {...item}>
          <InputNumber
            min={0}
            precision={0}
            placeholder={label('columnIndex')}
            aria-label={label('columnIndex')}
            data-testid={`gain-column-index-${id}`}
          />
        </Form.Item>
      )}
      <Form.Item name={[column.name, 'dataType']} {...item}>
        <Select
          style={{ width: 170 }}
          aria-label={label('dataType')}
          options={GAIN_COLUMN_DATA_TYPES.map((value) => ({
            value,
            label: t(`gainImportConfig.dataTypes.${value}`),
            disabled: value === 'DateTime_Excel' && !xlsx,
          }))}
          data-testid={`gain-column-type-${id}`}
        />
      </Form.Item>
      {dataType === 'DateTime_String' && (
        <Form.Item name={[column.name, 'dataTypeSpecs']} {...item}>
          <Input
            placeholder="dd-MMM-yyyy HH:mm"
            aria-label={label('dataTypeSpecs')}
            data-testid={`gain-column-format-${id}`}
          />
        </Form.Item>
      )}
      <Form.Item name={[column.name, 'failureBehaviour']} {...item}>
        <Select
          style={{ width: 140 }}
          aria-label={label('failureBehaviour')}
          options={FAILURE_BEHAVIOURS.map((value) => ({
            value,
            label: t(`gainImportConfig.failureBehaviours.${value}`),
          }))}
          data-testid={`gain-column-failure-${id}`}
        />
      </Form.Item>
      <Form.Item name={[column.name, 'mustHaveValue']} valuePropName="checked" {...item}>
        <Checkbox data-testid={`gain-column-required-${id}`}>{label('mustHaveValue')}</Checkbox>
      </Form.Item>
      <IconAction
        title={label('remove')}
        danger
        icon={<DeleteOutlined />}
        onClick={onRemove}
        data-testid={`gain-column-remove-${id}`}
      />
    </Flex>
  );
}
