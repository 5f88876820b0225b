import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantGarage, AssistantMode, AssistantSource, AssistantTopic } from '@garaj/shared';
import { askAssistant } from '../api/ask-assistant';

/** The answer on screen: the question it answers, its text so far and what the server said about it. */
export interface AssistantAnswer {
  question: string;
  garageId: string | null;
  text: string;
  topics: AssistantTopic[];
  sources: AssistantSource[];
  garage: AssistantGarage | null;
  mode: AssistantMode;
  /** The model failed and the offline answer replaced it. */
  fallback: boolean;
  /** Who answered, from `done`: the configured model's name, or null for the built-in knowledge base. */
  model: string | null;
  /** The stream has ended with `done`. */
  complete: boolean;
}

/** The assistant's states: idle → processing → response shown; Clear empties it. */
export type AssistantStatus = 'idle' | 'running' | 'answered';

/**
 * Asks the assistant and keeps the streaming answer: `ask` starts a request (aborting one
 * under way), `clear` empties the panel (and aborts). `onError` gets a failed request's
 * error (not an abort). The request is aborted on unmount.
 */
export function useAssistantAnswer(onError: (error: unknown) => void) {
  const [answer, setAnswer] = useState<AssistantAnswer | null>(null);
  const [status, setStatus] = useState<AssistantStatus>('idle');
  const controller = useRef<AbortController | null>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(async (question: string, garageId: string | null) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setStatus('running');
    setAnswer(null);
    try {
      await askAssistant(
        { question, garageId },
        (event) => {
          if (current.signal.aborted) return;
          setAnswer((previous) => {
            switch (event.type) {
              case 'meta':
                return { question, garageId, text: '', topics: event.topics, sources: event.sources, garage: event.garage, mode: event.mode, fallback: false, model: null, complete: false };
              case 'delta':
                return previous ? { ...previous, text: previous.text + event.text } : previous;
              case 'fallback':
                return previous ? { ...previous, text: '', mode: 'offline', fallback: true } : previous;
              case 'done':
                return previous ? { ...previous, mode: event.mode, fallback: event.fallback, model: event.model ?? null, complete: true } : previous;
              default:
                return previous;
            }
          });
        },
        current.signal,
      );
      if (!current.signal.aborted) setStatus('answered');
    } catch (error) {
      if (current.signal.aborted) return;
      setAnswer(null);
      setStatus('idle');
      onErrorRef.current(error);
    } finally {
      if (controller.current === current) controller.current = null;
    }
  }, []);

  const clear = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setAnswer(null);
    setStatus('idle');
  }, []);

  return { answer, status, ask, clear };
}
