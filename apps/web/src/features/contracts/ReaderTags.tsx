// Who reads a node, one tag each, coloured by kind (node, test, dashboard) and naming the kind on hover
// and to screen readers.
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ContractConsumer } from '@cairn/contracts';

const COLOURS: Record<ContractConsumer['kind'], string | undefined> = {
  node: undefined,
  test: 'purple',
  dashboard: 'blue',
};

export function ReaderTags({ consumers }: { consumers: readonly ContractConsumer[] }) {
  const { t } = useTranslation();
  if (consumers.length === 0) return <>—</>;
  return (
    <Space size={[0, 4]} wrap>
      {consumers.map((c) => {
        const kind = t(`contracts.consumer.${c.kind}`);
        return (
          <Tooltip key={`${c.kind}:${c.name}`} title={kind}>
            <Tag color={COLOURS[c.kind]} aria-label={`${kind}: ${c.name}`}>
              {c.name}
            </Tag>
          </Tooltip>
        );
      })}
    </Space>
  );
}
