// The steps as an ordered list of cards, and beside them a preview of the graph they make.
import { Button, Card, Flex, Form, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MAX_ORCHESTRATION_STEPS, stepProblems } from '@cairn/contracts';
import { StepColumns } from '../StepColumns';
import { newStep, stepsOf, type StepValues } from './orchestrationForm';
import { StepCard } from './StepCard';

export function StepsSection() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const watched = Form.useWatch<StepValues[] | undefined>('steps', form) ?? [];
  const steps = stepsOf(watched.filter(Boolean));
  // A step whose pipeline is not chosen yet is not "an unknown pipeline": its required rule says so on save.
  const problems = stepProblems(steps).filter(
    (problem) => problem.key !== 'unknownPipeline' || !!watched[problem.step]?.pipeline,
  );

  return (
    <Card title={t('workflow.editor.steps')} data-testid="steps-section">
      <Form.List name="steps">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={16}>
            {fields.map((field, index) => (
              <StepCard
                key={field.key}
                field={field.name}
                index={index}
                count={fields.length}
                otherNames={steps.map((s) => s.name).filter((name, i) => name && i !== index)}
                problems={problems.filter((p) => p.step === index)}
                onRemove={() => remove(field.name)}
                onMove={(to) => move(index, to)}
              />
            ))}
            <div>
              <Button
                icon={<PlusOutlined />}
                disabled={fields.length >= MAX_ORCHESTRATION_STEPS}
                onClick={() => add(newStep(fields.length))}
                data-testid="add-step"
              >
                {t('workflow.editor.addStep')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
      <Card
        size="small"
        type="inner"
        title={t('workflow.editor.graph')}
        style={{ marginTop: 16 }}
        data-testid="steps-graph"
      >
        <StepColumns
          steps={steps}
          testId="editor-graph"
          renderStep={(step) => (
            <Tag style={{ padding: '4px 8px', margin: 0 }} data-testid="editor-graph-step">
              {step.name || t('workflow.step.unnamed')}
            </Tag>
          )}
        />
      </Card>
    </Card>
  );
}
