// An orchestration's steps drawn left to right by level (stepLevels): a step stands in the column
// after the last of the steps it runs after, so what can run at the same time stands together.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { stepLevels } from '@cairn/contracts';

interface Props<Step extends { name: string; dependsOn: string[] }> {
  steps: readonly Step[];
  renderStep: (step: Step) => ReactNode;
  testId: string;
}

/** The steps grouped into columns by level, each column in the steps' own order. */
export function columnsByLevel<Step extends { name: string; dependsOn: string[] }>(steps: readonly Step[]) {
  const levels = stepLevels(steps);
  const columns: Step[][] = [];
  for (const step of steps) {
    const level = levels.get(step.name) ?? 0;
    (columns[level] ??= []).push(step);
  }
  // A level nobody reached (a duplicate name moves a step) leaves a hole: no empty columns.
  return columns.filter(Boolean);
}

export function StepColumns<Step extends { name: string; dependsOn: string[] }>({
  steps,
  renderStep,
  testId,
}: Props<Step>) {
  const { t } = useTranslation();
  return (
    <Flex gap={24} style={{ overflowX: 'auto', paddingBottom: 8 }} data-testid={testId}>
      {columnsByLevel(steps).map((column, level) => (
        <Flex key={level} vertical gap={12} style={{ minWidth: 200 }} data-testid={`${testId}-column`}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {level === 0 ? t('workflow.graph.first') : t('workflow.graph.then', { level: level + 1 })}
          </Typography.Text>
          {column.map((step, index) => (
            // Names are unique once saved; while editing two may clash, so the index keeps keys apart.
            <div key={`${step.name}-${index}`}>{renderStep(step)}</div>
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
