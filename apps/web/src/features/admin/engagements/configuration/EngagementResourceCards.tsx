// The engagement's own tenant resources as cards with a count; a card whose resource has a target gets
// an Open button that opens it in a new tab (portal, data factory authoring, git repository, BI workspace).
import { Badge, Button, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ConfigurationResource } from '@cairn/contracts';

export function EngagementResourceCards({ resources }: { resources: ConfigurationResource[] }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          {t('engagementConfigurations.resources')}
          <Badge
            count={resources.length}
            showZero
            color="blue"
            data-testid="configuration-resources-count"
            data-count={resources.length}
          />
        </Flex>
      }
      data-testid="configuration-resources"
    >
      {resources.length === 0 ? (
        <Empty description={t('engagementConfigurations.noResources')} />
      ) : (
        <Row gutter={[12, 12]}>
          {resources.map((resource) => (
            <Col key={resource.id} xs={24} sm={12} lg={8}>
              <Card size="small" data-testid={`configuration-resource-${resource.name}`}>
                <Flex justify="space-between" align="center" gap={8}>
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis>
                      {resource.name}
                    </Typography.Text>
                    <br />
                    <Typography.Text type="secondary">{resource.resourceType}</Typography.Text>
                  </div>
                  {resource.openUrl && (
                    <Button
                      size="small"
                      icon={<ExportOutlined />}
                      href={resource.openUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`configuration-resource-open-${resource.name}`}
                    >
                      {t('engagementConfigurations.open')}
                    </Button>
                  )}
                </Flex>
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
