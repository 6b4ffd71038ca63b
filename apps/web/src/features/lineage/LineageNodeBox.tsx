// One box of the lineage graph: the table, node or test's name, its kind, and its last build (how
// it ended, how many rows, when). A button, so the keyboard selects it as a click does.
import { Flex, Tag, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format/dates';
import { useFormatNumber } from '../../shared/format/numbers';
import { BuildStatusTag } from '../building/BuildStatusTag';
import { BOX, type PlacedNode } from './lineageLayout';

interface Props {
  placed: PlacedNode;
  selected: boolean;
  /** Another node is selected and this one is neither up- nor downstream of it. */
  dimmed: boolean;
  onSelect: (id: string) => void;
}

export function LineageNodeBox({ placed: { node, x, y }, selected, dimmed, onSelect }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const formatNumber = useFormatNumber();
  const build = node.lastBuild;

  return (
    <button
      type="button"
      onClick={() => onSelect(node.id)}
      aria-pressed={selected}
      data-testid="lineage-node"
      data-node-id={node.id}
      data-layer={node.layer}
      data-dimmed={dimmed}
      style={{
        position: 'absolute',
        left: x,
        top: y,
        width: BOX.width,
        height: BOX.height,
        padding: '6px 10px',
        textAlign: 'start',
        cursor: 'pointer',
        background: token.colorBgContainer,
        border: `${selected ? 2 : 1}px solid ${selected ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        opacity: dimmed ? 0.35 : 1,
        font: 'inherit',
        color: 'inherit',
      }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis title={node.name}>
          {node.name}
        </Typography.Text>
        <Flex gap={4} align="center">
          <Tag style={{ marginInlineEnd: 0 }}>{t(`lineage.kind.${node.kind}`)}</Tag>
          {build && <BuildStatusTag status={build.status} />}
        </Flex>
        <Typography.Text type="secondary" ellipsis style={{ fontSize: token.fontSizeSM }}>
          {build
            ? [
                build.rowCount === null
                  ? null
                  : t('lineage.rows', { count: build.rowCount, rows: formatNumber(build.rowCount) }),
                formatDateTime(build.builtAt),
              ]
                .filter(Boolean)
                .join(' · ')
            : node.kind === 'node'
              ? t('lineage.neverBuilt')
              : ''}
        </Typography.Text>
      </Flex>
    </button>
  );
}
