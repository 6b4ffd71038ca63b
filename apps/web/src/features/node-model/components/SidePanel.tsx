// A card of the configuration screens' side column (fields, properties, a test's categories): its
// title, the list (a skeleton while loading, a note when empty), and below it the Edit button (and
// its dialog): enabled for users who may write, disabled with why for those who may not.
import type { CSSProperties, ReactNode } from 'react';
import { Card, Empty, Skeleton } from 'antd';
import { PanelEditButton } from './PanelEditButton';

interface Props {
  title: string;
  /** The card is `<testId>-panel`, its Edit button `<testId>-edit`. */
  testId: string;
  editLabel: string;
  /** Absent: the user may not write (with `editUnavailable`, the button shows disabled; else not at all). */
  onEdit?: () => void;
  editDisabled?: boolean;
  /** Why the user may not edit (the permission it needs): the button shows disabled with this. */
  editUnavailable?: string;
  loading?: boolean;
  /** How many lines the skeleton shows while loading. */
  skeletonRows?: number;
  isEmpty: boolean;
  emptyText: string;
  /** The edit dialog, while it is open. */
  dialog?: ReactNode;
  children: ReactNode;
}

/** The side column is narrow: a long list scrolls within 200 px. */
export const PANEL_LIST_STYLE: CSSProperties = {
  maxHeight: 200,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
};

export function SidePanel({
  title,
  testId,
  editLabel,
  onEdit,
  editDisabled,
  editUnavailable,
  loading,
  skeletonRows,
  isEmpty,
  emptyText,
  dialog,
  children,
}: Props) {
  return (
    <>
      <Card
        size="small"
        title={title}
        data-testid={`${testId}-panel`}
        // Below the list, where the 5/24 side column leaves room for the whole name of the button
        // ("Eigenschaften bearbeiten" beside the title would squeeze the title to an ellipsis).
        actions={
          onEdit || editUnavailable
            ? [
                <PanelEditButton
                  key="edit"
                  label={editLabel}
                  disabled={editDisabled}
                  onClick={onEdit}
                  unavailable={editUnavailable}
                  testId={`${testId}-edit`}
                />,
              ]
            : undefined
        }
      >
        {loading ? (
          <Skeleton active paragraph={{ rows: skeletonRows }} title={false} />
        ) : isEmpty ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
        ) : (
          children
        )}
      </Card>
      {dialog}
    </>
  );
}
