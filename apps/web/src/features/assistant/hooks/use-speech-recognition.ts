import { useCallback, useEffect, useRef, useState } from 'react';

/** The part of the Web Speech API used here (not in TypeScript's DOM library). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's speech recognition constructor (standard or webkit-prefixed), or null. */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/**
 * Voice input (voice toggle Listen/Stop; tr-TR, single utterance, no interim results;
 * idle → listening → ends on result, error or stop). `toggle` starts or stops;
 * `onResult` gets the transcript; `onUnsupported` / `onError` are the two toasts
 * ('Ses tanıma desteklenmiyor.', 'Ses tanıma hatası oluştu.'). A stop or silence is no error.
 */
export function useSpeechRecognition(handlers: { onResult: (text: string) => void; onUnsupported: () => void; onError: () => void }) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Recognition = speechRecognitionConstructor();
    if (!Recognition) {
      handlersRef.current.onUnsupported();
      return;
    }
    const r = new Recognition();
    r.lang = 'tr-TR';
    r.continuous = false;
    r.interimResults = false;
    r.maxAlternatives = 1;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript) handlersRef.current.onResult(transcript);
    };
    r.onerror = (event) => {
      if (event.error !== 'aborted' && event.error !== 'no-speech') handlersRef.current.onError();
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    recognition.current = r;
    try {
      r.start();
      setListening(true);
    } catch {
      recognition.current = null;
      handlersRef.current.onError();
    }
  }, []);

  return { listening, toggle };
}
