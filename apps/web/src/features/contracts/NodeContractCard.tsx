// A node's data contract on its configuration screen: shown when other nodes, tests or dashboards
// read the node; says its version and readers and, when the chosen branch breaks it, what breaks and
// that the branch cannot be published until the contract is versioned up (Version up here too).
import { useState } from 'react';
import { Button, Card, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NodeModelLayer } from '@cairn/contracts';
import { useContractCheck } from '../../shared/api/pipelines/useContractCheck';
import { useContracts } from '../../shared/api/pipelines/useContracts';
import { contractsAddress, describeChange, describeReaders } from './contractTexts';
import { VersionUpContractDialog } from './VersionUpContractDialog';

interface Props {
  engagementId: string;
  layer: NodeModelLayer;
  branch: string;
  node: string;
}

export function NodeContractCard({ engagementId, layer, branch, node }: Props) {
  const { t } = useTranslation();
  const contracts = useContracts(engagementId);
  const check = useContractCheck(engagementId, branch);
  const [versioning, setVersioning] = useState(false);
  const same = (a: { layer: string; node: string }) =>
    a.layer === layer && a.node.toLowerCase() === node.toLowerCase();
  const contract = contracts.data?.contracts.find(same);
  if (!contract) return null;
  const breaks = check.data?.breaks.find(same);
  const canVersionUp = !!contracts.data?.abilities.versionUp;

  return (
    <Card size="small" title={t('contracts.nodeCard.title')} data-testid="node-contract">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {t('contracts.nodeCard.summary', {
            version: contract.version,
            readers: describeReaders(contract.consumers) || '—',
          })}
        </Typography.Text>
        {breaks && (
          // Plain text, not an alert box: the panel column is narrow.
          <div data-testid="node-contract-breaks">
            <Typography.Text type="warning" strong>
              {t('contracts.nodeCard.breaks')}
            </Typography.Text>
            <ul style={{ margin: '4px 0 0', paddingInlineStart: 16 }}>
              {breaks.changes.map((change, index) => (
                <li key={index}>
                  <Typography.Text type="warning">{describeChange(t, change)}</Typography.Text>
                </li>
              ))}
            </ul>
          </div>
        )}
        <Space wrap>
          {breaks && (
            <Tooltip title={canVersionUp ? undefined : t('contracts.versionUpUnavailable')}>
              <Button size="small" disabled={!canVersionUp} onClick={() => setVersioning(true)}>
                {t('contracts.versionUp')}
              </Button>
            </Tooltip>
          )}
          <Link to={contractsAddress(branch)}>{t('contracts.nodeCard.open')}</Link>
        </Space>
      </Space>
      {versioning && (
        <VersionUpContractDialog
          engagementId={engagementId}
          contract={contract}
          branch={branch}
          breaks={breaks}
          onClose={() => setVersioning(false)}
        />
      )}
    </Card>
  );
}
