import { useEffect, useRef } from 'react';
import { announce } from './LiveAnnouncer';

/**
 * Announces `text` when `value` changes after the first render (a run going from In progress to
 * Succeeded while the page polls); what was already there when the page opened is not read out.
 */
export function useAnnounceChange(value: unknown, text: string) {
  const previous = useRef(value);
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    announce(text);
  }, [value, text]);
}
