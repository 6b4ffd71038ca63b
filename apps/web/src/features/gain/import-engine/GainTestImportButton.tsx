// "Test import configuration" on the Files tab (workspace.md section 3): runs the configuration
// being edited over the files staged now (the server's dry run writes nothing) and shows its report
// in a closable box. A failed call is reported the way every mutation is (queryClient.ts).
import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { GainImportConfigurationSave, GainProcessType } from '@cairn/contracts';
import { useEngagementWorkspace } from '../../../shared/engagement/useEngagementWorkspace';
import { useTestGainImportConfiguration } from '../../../shared/api/gainImportEngine/useTestGainImportConfiguration';

export interface GainTestImportButtonProps {
  processType: GainProcessType;
  configuration: GainImportConfigurationSave;
}

export function GainTestImportButton({ processType, configuration }: GainTestImportButtonProps) {
  const { t } = useTranslation();
  const { engagementId } = useEngagementWorkspace();
  const test = useTestGainImportConfiguration(engagementId ?? '');
  const [report, setReport] = useState<{ ok: boolean; report: string } | null>(null);

  const run = () => {
    setReport(null);
    test.mutate({ processType, configuration }, { onSuccess: (answer) => answer && setReport(answer) });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button
        icon={<ExperimentOutlined />}
        loading={test.isPending}
        disabled={!engagementId}
        onClick={run}
        data-testid="gain-test-import"
      >
        {test.isPending ? t('gainImport.testing') : t('gainImport.testImport')}
      </Button>
      {report && (
        <div data-testid="gain-test-import-report" data-ok={String(report.ok)}>
          <Alert
            type={report.ok ? 'success' : 'warning'}
            showIcon
            closable
            onClose={() => setReport(null)}
            message={report.ok ? t('gainImport.reportPassed') : t('gainImport.reportFailed')}
            description={
              <Typography.Paragraph
                style={{
                  whiteSpace: 'pre-wrap',
                  fontFamily: 'monospace',
                  marginBottom: 0,
                  maxHeight: 400,
                  overflow: 'auto',
                }}
                data-testid="gain-test-import-report-text"
              >
                {report.report}
              </Typography.Paragraph>
            }
          />
        </div>
      )}
    </Space>
  );
}
