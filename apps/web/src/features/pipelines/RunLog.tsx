// The step log of a run: time, level, step, message; newest at the bottom. While the reader stays at
// the bottom, new lines scroll into view; scrolling up to read stops that until they come back down.
import { useEffect, useRef } from 'react';
import { Empty, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RunLogLine } from '@cairn/contracts';
import { formatDateTime } from '../../shared/format/dates';
import './runLog.css';

const LEVEL_COLOUR = { info: 'default', warn: 'warning', error: 'error' } as const;
const LOG_TIME_FORMAT = 'HH:mm:ss';

export function RunLog({ lines }: { lines: RunLogLine[] }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = lines.at(-1)?.seq;

  useEffect(() => {
    const element = box.current;
    if (element && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [last]);

  if (lines.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('runs.page.noLog')} />;
  return (
    <div
      ref={box}
      data-testid="run-log"
      onScroll={(event) => {
        const e = event.currentTarget;
        atBottom.current = e.scrollHeight - e.scrollTop - e.clientHeight < 24;
      }}
      style={{ maxHeight: 420, overflowY: 'auto' }}
    >
      <table className="run-log" style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 0 }}>
        <thead>
          <tr>
            <th>{t('runs.log.time')}</th>
            <th>{t('runs.log.level')}</th>
            <th>{t('runs.log.step')}</th>
            <th>{t('runs.log.message')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.seq} data-testid="run-log-line" data-level={line.level}>
              <td style={{ whiteSpace: 'nowrap' }} title={formatDateTime(line.at) ?? undefined}>
                {formatDateTime(line.at, LOG_TIME_FORMAT)}
              </td>
              <td>
                <Tag color={LEVEL_COLOUR[line.level]}>{t(`runs.log.levels.${line.level}`)}</Tag>
              </td>
              <td style={{ whiteSpace: 'nowrap' }}>{line.step ?? ''}</td>
              <td>
                <Typography.Text type={line.level === 'error' ? 'danger' : undefined}>
                  {line.message}
                </Typography.Text>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
