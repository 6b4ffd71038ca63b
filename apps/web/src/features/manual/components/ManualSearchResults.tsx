import type { KeyboardEvent, MouseEvent } from 'react';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '../guide/searchGuide';

interface Props {
  query: string;
  hits: SearchHit[];
  onOpen: (sectionId: string) => void;
}

/** The sections that hold the words searched for: chapter, section and the words in their context. */
export function ManualSearchResults({ query, hits, onOpen }: Props) {
  const { t } = useTranslation();
  const open = (event: MouseEvent, id: string) => {
    event.preventDefault();
    onOpen(id);
  };
  // Arrow keys walk the results as they would a menu; Tab works as well.
  const move = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[at + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };
  return (
    <nav aria-label={t('manual.search.resultsLabel')} onKeyDown={move}>
      <Typography.Text type="secondary" role="status">
        {hits.length ? t('manual.search.results', { count: hits.length }) : ''}
      </Typography.Text>
      {hits.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('manual.search.noResults', { query: query.trim() })}
        />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: '8px 0 0' }} data-testid="manual-search-results">
          {hits.map((hit) => (
            <li key={hit.sectionId}>
              <a
                className="manual-hit"
                href={`#${hit.sectionId}`}
                onClick={(event) => open(event, hit.sectionId)}
              >
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {hit.chapterTitle}
                </Typography.Text>
                <br />
                <Typography.Text strong>{hit.sectionTitle}</Typography.Text>
                <br />
                <Typography.Text style={{ fontSize: 13 }}>
                  {hit.snippet.before}
                  <mark>{hit.snippet.match}</mark>
                  {hit.snippet.after}
                </Typography.Text>
              </a>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
