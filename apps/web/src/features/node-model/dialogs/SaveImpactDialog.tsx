// "Saving changes model.x; these read it": the nodes and tests downstream of the node being saved,
// each with its layer (a test with the node it tests), so the user saves knowing what it reaches.
import { Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { MODAL_WIDTH } from '@cairn/contracts';
import type { SaveImpact } from '../useSaveImpactCheck';

interface Props {
  impact: SaveImpact | null;
  onSave: () => void;
  onCancel: () => void;
}

export function SaveImpactDialog({ impact, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const layerName = (layer: string) => t(`runs.layers.${layer}`, { defaultValue: layer });
  return (
    <Modal
      open={impact !== null}
      width={MODAL_WIDTH.medium}
      title={t('nodeModel.impact.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={onSave}
      onCancel={onCancel}
      okButtonProps={{ 'data-testid': 'save-impact-save' } as ButtonProps}
      cancelButtonProps={{ 'data-testid': 'save-impact-cancel' } as ButtonProps}
      destroyOnHidden
      data-testid="save-impact"
    >
      {impact && (
        <>
          <Typography.Paragraph>
            {t('nodeModel.impact.intro', { node: impact.nodeId, count: impact.downstream.length })}
          </Typography.Paragraph>
          <ul data-testid="save-impact-list">
            {impact.downstream.map((node) => (
              <li key={node.id} data-testid="save-impact-node" data-node-id={node.id}>
                <Typography.Text strong>{node.name}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {node.kind === 'test'
                    ? t('nodeModel.impact.testOf', { node: node.node ?? '' })
                    : `(${layerName(node.layer)})`}
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
