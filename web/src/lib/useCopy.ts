import { useCallback, useEffect, useRef, useState } from 'react';

export const COPIED_TICK_MS = 2000;

/** Copies text to the clipboard and shows a tick for 2000 ms. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_TICK_MS);
    return true;
  }, []);

  return { copied, copy };
}
