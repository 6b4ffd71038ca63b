// One step of the editor: its name, the pipeline it runs, the steps it runs after, its retries and
// parameters. Problems stepProblems finds (a clashing name, a circle) show under their field as the
// user types, before anything is sent.
import { Button, Card, Col, Form, Input, InputNumber, Popconfirm, Row, Select, Space, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_ORCHESTRATION_RETRIES, STEP_NAME_PATTERN, type StepProblem } from '@cairn/contracts';
import { fieldErrorText } from '../../../shared/validation/serverFieldErrors';
import { pipelineOptions } from './pipelineOptions';
import { StepParameters } from './StepParameters';

interface Props {
  /** The Form.List field of this step. */
  field: number;
  index: number;
  count: number;
  /** The other steps' names, for "Runs after". */
  otherNames: string[];
  problems: StepProblem[];
  onRemove: () => void;
  onMove: (to: number) => void;
}

export function StepCard({ field, index, count, otherNames, problems, onRemove, onMove }: Props) {
  const { t } = useTranslation();
  // A live problem replaces the field's own message while it lasts; a server's stays otherwise.
  const problemOf = (name: StepProblem['field']) => {
    const found = problems.filter((p) => p.field === name);
    if (!found.length) return {};
    return {
      validateStatus: 'error' as const,
      help: (
        <span data-testid={`step-problem-${name}`}>{found.map((p) => fieldErrorText(p, t)).join(' ')}</span>
      ),
    };
  };

  return (
    <Card
      size="small"
      title={t('workflow.step.title', { number: index + 1 })}
      data-testid="step-card"
      extra={
        <Space size={0}>
          <Tooltip title={t('workflow.step.moveUp')}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('workflow.step.moveUp')}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            />
          </Tooltip>
          <Tooltip title={t('workflow.step.moveDown')}>
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('workflow.step.moveDown')}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            />
          </Tooltip>
          <Popconfirm
            title={t('workflow.step.removeConfirm')}
            okText={t('workflow.step.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={onRemove}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('workflow.step.remove')}
              disabled={count === 1}
              data-testid="step-remove"
            />
          </Popconfirm>
        </Space>
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name={[field, 'name']}
            label={t('workflow.step.name')}
            rules={[
              { required: true, message: t('validation.thisFieldIsRequired') },
              { pattern: STEP_NAME_PATTERN, message: t('workflow.step.namePattern') },
            ]}
            {...problemOf('name')}
          >
            <Input data-testid="step-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name={[field, 'pipeline']}
            label={t('workflow.step.pipeline')}
            rules={[{ required: true, message: t('workflow.step.pipelineRequired') }]}
            {...problemOf('pipelineName')}
          >
            <Select
              options={pipelineOptions(t)}
              placeholder={t('workflow.step.pipelinePlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="step-pipeline"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={[field, 'dependsOn']} label={t('workflow.step.runsAfter')} {...problemOf('dependsOn')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('workflow.step.runsAfterPlaceholder')}
          options={otherNames.map((name) => ({ value: name, label: name }))}
          data-testid="step-depends-on"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item name={[field, 'retries']} label={t('workflow.step.retries')}>
            <InputNumber min={0} max={MAX_ORCHESTRATION_RETRIES} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name={[field, 'retryDelaySeconds']}
            label={t('workflow.step.retryDelay')}
            extra={t('workflow.step.retryDelayHelp')}
          >
            <InputNumber min={1} max={3600} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <StepParameters stepField={field} />
    </Card>
  );
}
