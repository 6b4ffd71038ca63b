// The configuration screens' columns: on the side the selectors' card and the panels below it, in
// the main column the editor.
import type { ReactNode } from 'react';
import { Card, Col, Flex, Row } from 'antd';
import { LAYOUT } from '@cairn/contracts';

interface Props {
  testId: string;
  selectors: ReactNode;
  panels: ReactNode;
  editor: ReactNode;
  /** The screen's dialogs. */
  children?: ReactNode;
}

export function ConfigScreenLayout({ testId, selectors, panels, editor, children }: Props) {
  return (
    <Row gutter={[16, 16]} data-testid={testId}>
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
