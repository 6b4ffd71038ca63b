// Import > Tables of a gain engagement (workspace.md sections 2-5): a card per table configuration
// with its column configurations, Add and Save, the version history and the process type.
import { Empty, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GainImportConfigurationResponse, GainTableConfiguration } from '@cairn/contracts';
import { ListSaveForm } from '../../../shared/components/ListSaveBar';
import { PageSpin } from '../../../shared/components/PageSpin';
import { GainImportConfigToolbar } from './GainImportConfigToolbar';
import { GainTableConfigurationCard } from './GainTableConfigurationCard';
import { useGainImportConfigEditor, type GainImportConfigEditor } from './useGainImportConfigEditor';
import { useGainImportSave } from './useGainImportSave';

type Draft<T> = { [K in keyof T]?: T[K] | null };
interface TablesValues {
  tableConfigurations: (Draft<Omit<GainTableConfiguration, 'columnConfigurations'>> & {
    columnConfigurations?: Draft<GainTableConfiguration['columnConfigurations'][number]>[];
  })[];
}

const NEW_TABLE: GainTableConfiguration = {
  targetTableName: '',
  sourceFileName: '',
  sourceFileWorksheetName: null,
  sourceFileHasHeaderRow: true,
  rowExistenceCriterion: 'None',
  sourceFileRowsToSkip: 0,
  sourceFileColsToSkip: 0,
  sourceFileColsToTake: null,
  columnConfigurations: [],
};

/** The form's rows as the API takes them (empty number fields mean 0, or all columns to take). */
const toSave = (values: TablesValues): GainTableConfiguration[] =>
  (values.tableConfigurations ?? []).map((table) => ({
    targetTableName: table.targetTableName ?? '',
    sourceFileName: table.sourceFileName ?? '',
    sourceFileWorksheetName: table.sourceFileWorksheetName || null,
    sourceFileHasHeaderRow: table.sourceFileHasHeaderRow ?? true,
    rowExistenceCriterion: table.rowExistenceCriterion ?? 'None',
    sourceFileRowsToSkip: table.sourceFileRowsToSkip ?? 0,
    sourceFileColsToSkip: table.sourceFileColsToSkip ?? 0,
    sourceFileColsToTake: table.sourceFileColsToTake ?? null,
    columnConfigurations: (table.columnConfigurations ?? []).map((column) => ({
      columnName: column.columnName || null,
      columnIndex: column.columnIndex ?? null,
      mustHaveValue: !!column.mustHaveValue,
      dataType: column.dataType ?? 'Any',
      dataTypeSpecs: column.dataTypeSpecs || null,
      failureBehaviour: column.failureBehaviour ?? 'Break',
    })),
  }));

function TablesForm({
  editor,
  configuration,
}: {
  editor: GainImportConfigEditor;
  configuration: GainImportConfigurationResponse;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TablesValues>();
  const { submit, saving } = useGainImportSave(editor, form);
  const disabled = !editor.editable;
  return (
    <ListSaveForm<TablesValues>
      form={form}
      listName="tableConfigurations"
      initialValues={{ tableConfigurations: configuration.tableConfigurations }}
      onFinish={(values) => submit({ tableConfigurations: toSave(values) })}
      disabled={disabled}
      testId="gain-tables-form"
      bar={{
        canWrite: true,
        newLabel: t('gainImportConfig.addTable'),
        newTestId: 'gain-table-add',
        saving,
        saveTestId: 'gain-tables-save',
      }}
      newEntry={() => ({ ...NEW_TABLE })}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gainImportConfig.noTables')} />}
    >
      {(fields, remove) =>
        fields.map((field, index) => (
          <GainTableConfigurationCard
            key={field.key}
            field={field}
            index={index}
            disabled={disabled}
            onRemove={() => remove(field.name)}
          />
        ))
      }
    </ListSaveForm>
  );
}

export function GainImportTablesPage() {
  const editor = useGainImportConfigEditor();
  const configuration = editor.current.data;
  return (
    <div data-testid="import-gainTables">
      <GainImportConfigToolbar editor={editor} />
      {!configuration ? (
        <PageSpin />
      ) : (
        <TablesForm
          key={`${editor.processType}-${configuration.version}`}
          editor={editor}
          configuration={configuration}
        />
      )}
    </div>
  );
}
