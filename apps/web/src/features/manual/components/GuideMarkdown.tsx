import { useMemo } from 'react';
import { Marked } from 'marked';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// Pictures are loaded as they scroll into view: the guide has a dozen, most readers look at one.
const markdown = new Marked({
  gfm: true,
  renderer: {
    image({ href, text }) {
      return `<img src="${escapeAttribute(href)}" alt="${escapeAttribute(text)}" loading="lazy" width="1280" height="800">`;
    },
  },
});

/**
 * One piece of the guide's markdown as HTML. The markdown is part of the app's own bundle (written
 * with the code, never by users or the server), so its HTML can be set directly.
 */
export function GuideMarkdown({ source }: { source: string }) {
  const html = useMemo(() => markdown.parse(source, { async: false }), [source]);
  if (!source) return null;
  return <div className="manual-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
