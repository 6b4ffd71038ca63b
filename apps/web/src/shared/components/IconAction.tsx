// A row's or card's icon button (edit, delete, revoke, open...): a text button with a tooltip that
// names the action, and an accessible name that may say more (which row). Every other prop (danger,
// icon, onClick, href, data-testid, ...) goes to the button.
import type { ComponentProps } from 'react';
import { Button, Tooltip } from 'antd';

type Props = ComponentProps<typeof Button> & {
  /** The tooltip. */
  title: string;
  /** The accessible name; the tooltip's text when absent. */
  label?: string;
};

export function IconAction({ title, label, ...props }: Props) {
  return (
    <Tooltip title={title}>
      <Button type="text" aria-label={label ?? title} {...props} />
    </Tooltip>
  );
}
