/**
 * Answering a question (decisions 010 and 024): match the knowledge-base topics and, for a
 * legality question, the legality table's rules (cited first, as `/legality#rule-<id>`), retrieve
 * the site's passages, then answer — with the configured model when there is one (streamed
 * token by token), else offline; a model failure before or during its stream falls back to
 * the offline answer (a `fallback` event, then the offline text; `done.fallback = true`).
 *
 * The question is never stored or logged here: it lives in this request only (a member may
 * save the answer they saw through the saved-answers routes).
 */
import type { AssistantGarage, AssistantSource, AssistantStreamEvent, AssistantTopic } from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { matchTopics } from './assistant.knowledge.ts';
import { legalityRulesFor, legalitySources } from './assistant.legality.ts';
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
  const rules = legalityRulesFor(question, topics.length > 0);
  const passages = await retrievePassages(deps.db, question, topics, garage);
  const sources: AssistantSource[] = [...legalitySources(rules), ...passages.map(({ kind, title, url }) => ({ kind, title, url }))];
  const offline = composeOfflineAnswer(topics, garage, passages.length > 0, rules);
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
