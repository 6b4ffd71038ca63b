import { useEffect, useRef, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a search box asks the server once per pause,
 * not once per keystroke. `onSettled` hears each settled value (the caller's own questions).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, onSettled?: (value: T) => void): T {
  const [settled, setSettled] = useState(value);
  const listener = useRef(onSettled);
  listener.current = onSettled;
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
      listener.current?.(value);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
