import { useCallback, useDeferredValue, useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Card, Col, Input, Row, Skeleton, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../shared/components/PageHeader';
import { GuideMarkdown } from './components/GuideMarkdown';
import { ManualContents } from './components/ManualContents';
import { ManualSearchResults } from './components/ManualSearchResults';
import { guideLocaleOf } from './guide/loadGuide';
import { MIN_QUERY_LENGTH, searchGuide } from './guide/searchGuide';
import { useGuide } from './useGuide';
import './components/manual.css';

/** DOM ids of the guide's headings; the address's #hash carries the guide's own id. */
const anchorOf = (id: string) => `manual-${id}`;

/** The user guide: contents and search beside the guide in the user's language (English otherwise). */
export function ManualPage() {
  const { t, i18n } = useTranslation();
  const locale = guideLocaleOf(i18n.resolvedLanguage ?? i18n.language);
  const guide = useGuide(locale);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const location = useLocation();
  const navigate = useNavigate();

  const searching = deferredQuery.trim().length >= MIN_QUERY_LENGTH;
  const hits = useMemo(
    () => (guide.data && searching ? searchGuide(guide.data, deferredQuery) : []),
    [guide.data, searching, deferredQuery],
  );

  // The heading named in the address gets the focus, so a keyboard user continues reading there.
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!guide.data || !id) return;
    const heading = document.getElementById(anchorOf(id));
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [guide.data, location.hash, location.key]);

  const open = useCallback((id: string) => navigate({ hash: id }), [navigate]);
  // From the search box, Enter opens the first result and the down arrow moves into the results.
  const searchKeys = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && hits[0]) open(hits[0].sectionId);
    if (event.key === 'ArrowDown' && hits[0]) {
      event.preventDefault();
      document.querySelector<HTMLAnchorElement>('.manual-hit')?.focus();
    }
  };

  return (
    <>
      <PageHeader title={t('manual.title')} subtitle={t('manual.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={7}>
          <Card className="manual-nav" size="small">
            <Input
              type="search"
              allowClear
              prefix={<SearchOutlined aria-hidden />}
              aria-label={t('manual.search.label')}
              placeholder={t('manual.search.placeholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={searchKeys}
              style={{ marginBottom: 16 }}
            />
            {guide.data &&
              (searching ? (
                <ManualSearchResults query={deferredQuery} hits={hits} onOpen={open} />
              ) : (
                <ManualContents chapters={guide.data} onOpen={open} />
              ))}
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Card>
            {guide.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
            {guide.isError && <Alert type="error" showIcon title={t('manual.loadFailed')} />}
            <div className="manual-guide">
              {guide.data?.map((chapter) => (
                <section key={chapter.id} aria-labelledby={anchorOf(chapter.id)} lang={locale}>
                  <Typography.Title
                    level={3}
                    id={anchorOf(chapter.id)}
                    tabIndex={-1}
                    className="manual-section-title"
                  >
                    {chapter.title}
                  </Typography.Title>
                  <GuideMarkdown source={chapter.intro} />
                  {chapter.sections.map((section) => (
                    <section key={section.id} aria-labelledby={anchorOf(section.id)}>
                      <Typography.Title
                        level={4}
                        id={anchorOf(section.id)}
                        tabIndex={-1}
                        className="manual-section-title"
                      >
                        {section.title}
                      </Typography.Title>
                      <GuideMarkdown source={section.body} />
                    </section>
                  ))}
                </section>
              ))}
            </div>
          </Card>
        </Col>
      </Row>
    </>
  );
}
