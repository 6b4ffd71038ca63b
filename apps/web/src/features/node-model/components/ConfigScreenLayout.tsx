// The configuration screens' columns: on the side the selectors' card and the panels below it, in
// the main column the editor.
import type { ReactNode } from 'react';
import { Alert, Card, Col, Flex, Row } from 'antd';
import { LAYOUT } from '@cairn/contracts';
import { useGainEditingLocked } from '../../gain/useGainEditingLocked';

interface Props {
  testId: string;
  selectors: ReactNode;
  panels: ReactNode;
  editor: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function ConfigScreenLayout({ testId, selectors, panels, editor, children }: Props) {
  // Why every add and save is disabled in a signed-off gain engagement (useSelectedNode folds it in).
  const gainLock = useGainEditingLocked();
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
      {gainLock.locked && (
        <Col span={24}>
          <Alert type="info" showIcon message={gainLock.reason} data-testid="gain-editing-locked" />
        </Col>
      )}
      <Col xs={24} lg={LAYOUT.sideSpan}>
        <Flex vertical gap={16}>
          <Card size="small">
            <Flex vertical gap={12}>
              {selectors}
            </Flex>
          </Card>
          {panels}
        </Flex>
      </Col>
      <Col xs={24} lg={LAYOUT.mainSpan}>
        {editor}
      </Col>
      {children}
    </Row>
  );
}
