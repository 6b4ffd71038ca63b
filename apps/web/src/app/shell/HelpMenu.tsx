// The navbar's help menu (workspace.md section 1, "feedback and help forms"; issue 26): send feedback
// or ask for help, each a dialog that attaches the page the user is on. A button with a menu, so it
// opens with Enter or Space and its entries are reached with the arrow keys.
import { useState } from 'react';
import { Button, Dropdown, type MenuProps } from 'antd';
import { CommentOutlined, QuestionCircleOutlined, QuestionOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FeedbackSendDialog } from '../../features/feedback/dialogs/FeedbackSendDialog';
import { HelpRequestDialog } from '../../features/feedback/dialogs/HelpRequestDialog';

type Open = 'feedback' | 'help' | undefined;

export function HelpMenu({ color }: { color: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState<Open>(undefined);
  // The page as it was when the dialog opened, so it stays put while the user writes.
  const [page, setPage] = useState('');

  const items: MenuProps['items'] = [
    {
      key: 'feedback',
      label: <span data-testid="help-menu-feedback">{t('feedback.sendMenu')}</span>,
      icon: <CommentOutlined />,
    },
    {
      key: 'help',
      label: <span data-testid="help-menu-help">{t('feedback.helpMenu')}</span>,
      icon: <QuestionOutlined />,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key, domEvent }) => {
    // Chosen with Enter, the key's default would click the menu button, which gets the focus back as
    // the menu closes, and reopen the menu over the dialog.
    domEvent.preventDefault();
    setPage(pathname + search);
    setOpen(key as Open);
  };
  const close = () => setOpen(undefined);

  return (
    <>
      {/* autoFocus: the opened menu takes the focus, so the arrow keys and Enter choose an entry. */}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight" autoFocus>
        <Button
          type="text"
          aria-label={t('feedback.menuLabel')}
          title={t('feedback.menuLabel')}
          data-testid="help-menu"
          style={{ color }}
          icon={<QuestionCircleOutlined />}
        />
      </Dropdown>
      <FeedbackSendDialog open={open === 'feedback'} page={page} onClose={close} />
      <HelpRequestDialog open={open === 'help'} page={page} onClose={close} />
    </>
  );
}
