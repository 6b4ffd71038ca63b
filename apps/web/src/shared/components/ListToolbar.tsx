// The bar above a list in a card (a tab's secrets, resources, promotions): what the list is or how
// many it holds at the start, its actions (New, Save, Promote) at the end; it wraps on a narrow screen.
import type { ReactNode } from 'react';
import { Flex } from 'antd';

interface ListToolbarProps {
  /** The title, count or filters of the list. */
  children: ReactNode;
  /** Buttons that act on the list; absent when the user may do nothing. */
  actions?: ReactNode;
}

export function ListToolbar({ children, actions }: ListToolbarProps) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      {children}
      {actions}
    </Flex>
  );
}
