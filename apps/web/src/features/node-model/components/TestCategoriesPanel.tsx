// The chosen test's categories and the Edit categories button (with its dialog) as the branch's
// abilities allow: enabled where the user may write; for a reader disabled, saying why.
import { useState } from 'react';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BranchAbilities, Test } from '@cairn/contracts';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { CategoriesDialog } from '../dialogs/CategoriesDialog';
import { SidePanel } from './SidePanel';

interface Props {
  nodeRef: NodeRef;
  testName: string;
  /** Absent while the test loads. */
  test: Test | undefined;
  /** The caller writes in this node model (useSelectedNode's `writer`). */
  writer: boolean;
  /** Why a reader may not edit them (useSelectedNode's `writeUnavailable`). */
  writeUnavailable?: string;
  /** What the caller may do on the test's branch. */
  abilities: BranchAbilities;
}

export function TestCategoriesPanel({ nodeRef, testName, test, writer, writeUnavailable, abilities }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SidePanel
      title={t('nodeModel.categories')}
      testId="test-categories"
      editLabel={t('nodeModel.categoriesDialog.edit')}
      onEdit={writer ? () => setEditing(true) : undefined}
      editDisabled={!abilities.write || !test}
      editUnavailable={writeUnavailable}
      isEmpty={!test?.categoryNames.length}
      emptyText={t('nodeModel.categoriesDialog.none')}
      dialog={
        editing &&
        test && (
          <CategoriesDialog
            nodeRef={nodeRef}
            test={testName}
            categoryNames={test.categoryNames}
            onClose={() => setEditing(false)}
          />
        )
      }
    >
      <Flex gap={4} wrap>
        {test?.categoryNames.map((name) => (
          <Tag key={name} data-testid={`test-category-${name}`}>
            {name}
          </Tag>
        ))}
      </Flex>
    </SidePanel>
  );
}
