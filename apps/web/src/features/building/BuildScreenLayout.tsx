// The columns of the layer and testing Build screens: the selectors' card on the side; in the main
// column the list to tick, with the button that starts the pipeline for users who may start it. When
// a list behind the screen could not be loaded, the notice with Try again shows instead of the list.
import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Result, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { LAYOUT } from '@cairn/contracts';

interface StartAction {
  label: string;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  testId: string;
}

interface Props {
  /** Set on the row: the page's test id and the layer it builds. */
  testId?: string;
  layer?: string;
  selectors: ReactNode;
  title: string;
  /** Absent: the user may not start it. */
  action?: StartAction;
  /** The lists the screen shows; the first that failed is loaded again by Try again. */
  loads: readonly { isError: boolean; refetch: () => unknown }[];
  errorTestId: string;
  /** The list to tick. */
  children: ReactNode;
}

export function BuildScreenLayout({
  testId,
  layer,
  selectors,
  title,
  action,
  loads,
  errorTestId,
  children,
}: Props) {
  const { t } = useTranslation();
  const failed = loads.find((load) => load.isError);
  return (
    <Row gutter={[24, 24]} data-testid={testId} data-layer={layer}>
      <Col xs={24} xl={LAYOUT.sideSpan}>
        <Card>
          <Flex vertical gap={16}>
            {selectors}
          </Flex>
        </Card>
      </Col>
      <Col xs={24} xl={LAYOUT.mainSpan}>
        <Card
          title={title}
          extra={
            action && (
              <Button
                type="primary"
                disabled={action.disabled}
                loading={action.loading}
                onClick={action.onClick}
                data-testid={action.testId}
              >
                {action.label}
              </Button>
            )
          }
        >
          {failed ? (
            <Result
              status="error"
              title={t('building.loadFailed')}
              data-testid={errorTestId}
              extra={<Button onClick={() => void failed.refetch()}>{t('errors.tryAgain')}</Button>}
            />
          ) : (
            children
          )}
        </Card>
      </Col>
    </Row>
  );
}
