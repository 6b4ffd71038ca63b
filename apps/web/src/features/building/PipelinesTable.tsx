// A Run screen's pipelines: name, last run, a Run button and the hide toggle (hidden pipelines show
// dimmed), each as the pipeline's `abilities` allow (start, update). A Run the user may not start
// shows disabled with why (`startUnavailable`); without that reason and with neither ability on any
// pipeline there is no actions column.
import { Button, Flex, Switch, Table, Tooltip, Typography, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Pipeline, PipelineRun } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import { RunStatusTag } from '../pipelines/RunStatusTag';

interface Props {
  pipelines: Pipeline[];
  lastRuns: Map<string, PipelineRun>;
  loading: boolean;
  /** The pipeline being started or toggled. */
  busy: string | null;
  onRun: (pipeline: Pipeline) => void;
  onToggleHidden: (pipeline: Pipeline, isHidden: boolean) => void;
  /** Why Run is unavailable where `abilities.start` is false; undefined: the button is left out. */
  startUnavailable?: string;
}

export function PipelinesTable({
  pipelines,
  lastRuns,
  loading,
  busy,
  onRun,
  onToggleHidden,
  startUnavailable,
}: Props) {
  const { t } = useTranslation();
  const actionsColumn: TableColumnType<Pipeline> = {
    key: 'actions',
    align: 'right',
    render: (_, pipeline) => (
      <Flex gap={16} align="center" justify="flex-end">
        {pipeline.abilities.update && (
          <Flex gap={8} align="center" component="label">
            <Typography.Text type="secondary">{t('building.hidden')}</Typography.Text>
            <Switch
              size="small"
              checked={pipeline.isHidden}
              loading={busy === pipeline.name}
              onChange={(isHidden) => onToggleHidden(pipeline, isHidden)}
              data-testid={`pipeline-hide-${pipeline.name}`}
            />
          </Flex>
        )}
        {pipeline.abilities.start ? (
          <Button
            type="primary"
            onClick={() => onRun(pipeline)}
            loading={busy === pipeline.name}
            data-testid={`pipeline-run-${pipeline.name}`}
          >
            {t('building.run')}
          </Button>
        ) : (
          startUnavailable && (
            <Tooltip title={startUnavailable}>
              <Button
                disabled
                aria-description={startUnavailable}
                data-testid={`pipeline-run-${pipeline.name}`}
              >
                {t('building.run')}
              </Button>
            </Tooltip>
          )
        )}
      </Flex>
    ),
  };
  return (
    <Table<Pipeline>
      rowKey="name"
      size="middle"
      loading={loading}
      dataSource={pipelines}
      pagination={false}
      data-testid="pipelines-table"
      locale={{ emptyText: <span data-testid="pipelines-empty">{t('building.noPipeline')}</span> }}
      onRow={(pipeline) =>
        ({
          'data-pipeline': pipeline.name,
          'data-hidden': pipeline.isHidden,
          style: pipeline.isHidden ? { opacity: 0.5 } : undefined,
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={[
        {
          key: 'name',
          title: t('building.columns.pipeline'),
          render: (_, pipeline) => (
            <Flex vertical>
              <Typography.Text strong>{pipeline.shortName || pipeline.name}</Typography.Text>
              {pipeline.shortName && pipeline.shortName !== pipeline.name && (
                <Typography.Text type="secondary">{pipeline.name}</Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          key: 'lastRun',
          title: t('building.columns.lastRun'),
          render: (_, pipeline) => {
            const run = lastRuns.get(pipeline.name);
            if (!run) return <Typography.Text type="secondary">{t('building.neverRun')}</Typography.Text>;
            return (
              <Flex gap={8} align="center" data-testid={`pipeline-last-run-${pipeline.name}`}>
                <RunStatusTag status={run.status} name={pipeline.shortName || pipeline.name} />
                <Typography.Text>{formatDateTime(run.runStart)}</Typography.Text>
              </Flex>
            );
          },
        },
        ...(startUnavailable || pipelines.some((p) => p.abilities.start || p.abilities.update)
          ? [actionsColumn]
          : []),
      ]}
    />
  );
}
