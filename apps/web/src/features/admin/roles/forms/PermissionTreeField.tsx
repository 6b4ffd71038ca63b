// The role form's permissions: a checkable tree grouped by the dot-delimited permission names
// (admin-console.md section 2: Storage > Folders > Reader). A form control: `value` is the chosen
// permission names; ticking a level ticks every permission under it.
import { useMemo } from 'react';
import { Empty, Tree, type TreeDataNode } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERMISSION_GROUP_PREFIX, permissionTree, type PermissionTreeNode } from '@cairn/contracts';

interface Props {
  /** Every permission that may be chosen. */
  names: readonly string[];
  value?: string[];
  onChange?: (value: string[]) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

const toTreeData = (nodes: PermissionTreeNode[]): TreeDataNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: <span data-testid={`permission-tree-node-${node.key}`}>{node.title}</span>,
    ...(node.children && { children: toTreeData(node.children) }),
  }));

export function PermissionTreeField({ names, value = [], onChange, disabled, 'data-testid': testId }: Props) {
  const { t } = useTranslation();
  const treeData = useMemo(() => toTreeData(permissionTree(names)), [names]);
  if (names.length === 0) return <Empty description={t('adminRoles.noPermissionsToChoose')} />;
  return (
    <div style={{ maxHeight: 320, overflow: 'auto' }} data-testid={testId}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={treeData}
        checkedKeys={value.filter((name) => names.includes(name))}
        onCheck={(checked) => {
          const keys = Array.isArray(checked) ? checked : checked.checked;
          // Levels are only a way of ticking many: the value holds permissions alone.
          onChange?.(
            keys
              .map(String)
              .filter((key) => !key.startsWith(PERMISSION_GROUP_PREFIX))
              .sort(),
          );
        }}
      />
    </div>
  );
}
