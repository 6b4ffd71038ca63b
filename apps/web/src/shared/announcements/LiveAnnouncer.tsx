// One polite live region for the whole app (WCAG 4.1.3): a screen reader reads what is posted here
// without moving the focus. It is in the page from the start, because a region added together with
// its text is not announced by every screen reader. Toasts need none of this: antd's notices are
// role="alert" and announce themselves; this is for changes in place, such as a run's status.
import { useEffect, useState } from 'react';

let post: ((text: string) => void) | undefined;
let pending: string[] = [];

/** Reads `text` out once; messages posted in the same moment are read together, each once. */
export function announce(text: string) {
  if (!post || !text || pending.includes(text)) return;
  pending.push(text);
  if (pending.length > 1) return;
  queueMicrotask(() => {
    const batch = pending.join('. ');
    pending = [];
    post?.(batch);
  });
}

export function LiveAnnouncer() {
  const [message, setMessage] = useState({ text: '', count: 0 });
  useEffect(() => {
    // The same words again must still be read: a changed key re-creates the text node.
    post = (text) => setMessage((previous) => ({ text, count: previous.count + 1 }));
    return () => {
      post = undefined;
    };
  }, []);
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="cairn-visually-hidden">
      <span key={message.count} data-testid="live-announcement">
        {message.text}
      </span>
    </div>
  );
}
