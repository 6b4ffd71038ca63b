// The chosen test's categories and the Edit categories button (with its dialog) for users who may
// write.
import { useState } from 'react';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Test } from '@cairn/contracts';
import type { NodeRef } from '../../../shared/api/nodeModel/nodeRef';
import { CategoriesDialog } from '../dialogs/CategoriesDialog';
import { SidePanel } from './SidePanel';

interface Props {
  nodeRef: NodeRef;
  testName: string;
  /** Absent while the test loads. */
  test: Test | undefined;
  canWrite: boolean;
  readOnly: boolean;
}

export function TestCategoriesPanel({ nodeRef, testName, test, canWrite, readOnly }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SidePanel
      title={t('nodeModel.categories')}
      testId="test-categories"
      editLabel={t('nodeModel.categoriesDialog.edit')}
      onEdit={canWrite ? () => setEditing(true) : undefined}
      editDisabled={readOnly || !test}
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
