import { useEffect, useRef } from 'react';

type Listener = (quoted: string) => void;
const listeners = new Set<Listener>();

/** Sends a quote (textarea lines, utils/forum-text.ts `quoteText`) to the page's answer box. */
export function sendQuote(quoted: string): void {
  for (const listener of listeners) listener(quoted);
}

/** Receives the quotes sent by the page's "Alıntıla" buttons (the answer box listens). */
export function useQuoteReceiver(onQuote: Listener): void {
  const latest = useRef(onQuote);
  useEffect(() => {
    latest.current = onQuote;
  });
  useEffect(() => {
    const listener: Listener = (quoted) => latest.current(quoted);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
