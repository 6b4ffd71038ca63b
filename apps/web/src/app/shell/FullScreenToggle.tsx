import { useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

export function FullScreenToggle({ color }: { color: string }) {
  const { t } = useTranslation();
  const [isFull, setIsFull] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const onChange = () => setIsFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const label = isFull ? t('shell.exitFullScreen') : t('shell.enterFullScreen');
  const toggle = () => {
    // Browsers may refuse (iframes, policies); staying in the current mode is the right outcome.
    const request = isFull ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    request.catch(() => undefined);
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        data-testid="fullscreen-toggle"
        style={{ color }}
        icon={isFull ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={toggle}
      />
    </Tooltip>
  );
}
