import type { MouseEvent } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { GuideChapter } from '../guide/parseGuide';

interface Props {
  chapters: GuideChapter[];
  onOpen: (sectionId: string) => void;
}

/** The table of contents: chapters and their sections, each a link to its place in the page. */
export function ManualContents({ chapters, onOpen }: Props) {
  const { t } = useTranslation();
  const open = (event: MouseEvent, id: string) => {
    event.preventDefault();
    onOpen(id);
  };
  return (
    <nav aria-labelledby="manual-contents-title">
      {/* A label, not a heading: the guide's own headings keep their levels in order. */}
      <Typography.Text strong id="manual-contents-title" style={{ display: 'block', marginBottom: 8 }}>
        {t('manual.contents')}
      </Typography.Text>
      <ol>
        {chapters.map((chapter) => (
          <li key={chapter.id}>
            <a href={`#${chapter.id}`} onClick={(event) => open(event, chapter.id)}>
              {chapter.title}
            </a>
            <ol>
              {chapter.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} onClick={(event) => open(event, section.id)}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </nav>
  );
}
