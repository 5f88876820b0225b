/**
 * Answering a question (decision 010): match the knowledge-base topics, retrieve
 * the site's passages, then answer — with the configured model when there is one (streamed
 * token by token), else offline; a model failure before or during its stream falls back to
 * the offline answer (a `fallback` event, then the offline text; `done.fallback = true`).
 *
 * The question is never stored or logged here: it lives in this request only (a member may
 * save the answer they saw through the saved-answers routes).
 */
import type { AssistantGarage, AssistantStreamEvent, AssistantTopic } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { matchTopics } from './assistant.knowledge.ts';
import { buildUserMessage, streamModelAnswer, SYSTEM_PROMPT, type ModelConfig } from './assistant.model.ts';
import { answerTopics, composeOfflineAnswer, type GarageContext } from './assistant.offline.ts';
import { retrievePassages } from './assistant.queries.ts';

export interface AnswerDeps {
  db: Db;
  /** Null: offline only. */
  model: ModelConfig | null;
  /** Logs a model failure (no question text). */
  onModelError?: (error: unknown) => void;
}

/** The garage as the response shows it. */
export function presentGarage(garage: GarageContext): AssistantGarage {
  return { id: garage.id, name: garage.name, vehicleType: garage.vehicleType, brand: garage.brand, model: garage.model, year: garage.year, horsepower: garage.horsepower };
}

/** The offline text in a few chunks: one per paragraph (the stream's `delta`s). */
export function offlineChunks(text: string): string[] {
  return text.split(/(?<=\n\n)/);
}

/**
 * The events of one answer, in order: `meta`, `delta`s (with a `fallback` when the model failed),
 * `done`. `signal` aborts the model when the client goes away.
 */
export async function* answerQuestion(deps: AnswerDeps, question: string, garage: GarageContext | null, signal: AbortSignal): AsyncGenerator<AssistantStreamEvent> {
  const topics: AssistantTopic[] = answerTopics(matchTopics(question), garage);
  const passages = await retrievePassages(deps.db, question, topics, garage);
  const sources = passages.map(({ kind, title, url }) => ({ kind, title, url }));
  const offline = composeOfflineAnswer(topics, garage, sources.length > 0);
  yield { type: 'meta', mode: deps.model ? 'model' : 'offline', topics, sources, garage: garage ? presentGarage(garage) : null };

  if (deps.model) {
    let wrote = false;
    try {
      const user = buildUserMessage(question, garage, offline, passages);
      for await (const text of streamModelAnswer(deps.model, { system: SYSTEM_PROMPT, user }, signal)) {
        wrote = true;
        yield { type: 'delta', text };
      }
      if (wrote) {
        yield { type: 'done', mode: 'model', fallback: false, model: deps.model.model };
        return;
      }
      deps.onModelError?.(new Error('the model returned no text'));
    } catch (error) {
      if (signal.aborted) return;
      deps.onModelError?.(error);
    }
    yield { type: 'fallback' };
    for (const text of offlineChunks(offline)) yield { type: 'delta', text };
    yield { type: 'done', mode: 'offline', fallback: true, model: null };
    return;
  }

  for (const text of offlineChunks(offline)) yield { type: 'delta', text };
  yield { type: 'done', mode: 'offline', fallback: false, model: null };
}
