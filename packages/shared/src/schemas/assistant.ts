/**
 * AI modification assistant contract (states, rules, toasts, canned topics; decision 010). API doc:
 * docs/api.md "Assistant".
 *
 * `POST /api/assistant/answers` answers as NDJSON (`application/x-ndjson`): one JSON
 * {@link AssistantStreamEvent} per line — `meta` first, then `delta`s (and at most one
 * `fallback`), then `done` (or `error`). Answers are Turkish plain text with a markdown-lite:
 * paragraphs, `- ` bullets and `**bold**` — never HTML.
 */
import { z } from 'zod';
import { ASSISTANT_QUESTION_MAX_LENGTH, type AssistantTopic } from '../tools.ts';
import type { VehicleType } from '../constants.ts';

/** 'offline': the built-in knowledge base; 'model': the configured OpenAI-compatible model. */
export type AssistantMode = 'offline' | 'model';

/** The kinds of site pages an answer cites. */
export const ASSISTANT_SOURCE_KINDS = ['post', 'answer', 'legality'] as const;

/**
 * Site content the answer cites: a published blog post, an accepted forum answer, or a rule of
 * the legality table on the "Modifiye ve Muayene Rehberi" (decision 024).
 */
export interface AssistantSource {
  kind: (typeof ASSISTANT_SOURCE_KINDS)[number];
  title: string;
  /** Site-relative: `/blog/<slug>`, `/forum/<category>/topic/<id>#reply-<replyId>` or `/legality#rule-<id>`. */
  url: string;
}

/** The member's garage the answer was grounded in. */
export interface AssistantGarage {
  id: string;
  name: string;
  vehicleType: VehicleType;
  brand: string;
  model: string;
  year: number | null;
  /** HP. */
  horsepower: number | null;
}

/** One line of the answer stream. */
export type AssistantStreamEvent =
  | {
      type: 'meta';
      /** The mode the server starts in; `done.mode` is final (a model may fall back). */
      mode: AssistantMode;
      topics: AssistantTopic[];
      sources: AssistantSource[];
      garage: AssistantGarage | null;
    }
  | { type: 'delta'; text: string }
  /** The model failed: drop the text received so far; the offline answer follows. */
  | { type: 'fallback' }
  | {
      type: 'done';
      mode: AssistantMode;
      fallback: boolean;
      /** Who answered: the configured model's name when it wrote the text; null when the built-in knowledge base did (offline or after a fallback). */
      model: string | null;
    }
  | { type: 'error'; code: string };

/** `POST /api/assistant/answers`: the question (trimmed, 1..1000) and optionally one of the member's garages. */
export const assistantQuestionInput = z.object({
  question: z
    .string({ message: 'QUESTION_EMPTY' })
    .trim()
    .min(1, { message: 'QUESTION_EMPTY' })
    .max(ASSISTANT_QUESTION_MAX_LENGTH, { message: 'TOO_LONG' }),
  garageId: z.uuid({ message: 'GARAGE_NOT_FOUND' }).nullish().transform((v) => v ?? null),
});
export type AssistantQuestionInput = z.input<typeof assistantQuestionInput>;

/** Longest answer text a member may save (characters). */
export const ASSISTANT_ANSWER_MAX_LENGTH = 20_000;
/** Saved answers per page of `GET /api/assistant/saved-answers`. */
export const ASSISTANT_SAVED_PAGE_SIZE = 10;

/** A site-relative link to a post, a forum topic or a rule of the legality guide (no scheme, no other host). */
const sourceUrl = z
  .string()
  .max(300, { message: 'TOO_LONG' })
  .regex(/^\/((blog|forum)\/[A-Za-z0-9\-_/]+|legality)(#[A-Za-z0-9\-_]+)?$/, { message: 'URL_INVALID' });

/** `POST /api/assistant/saved-answers`: what the member saw, to keep. */
export const saveAssistantAnswerInput = z.object({
  question: assistantQuestionInput.shape.question,
  answer: z
    .string({ message: 'REQUIRED' })
    .trim()
    .min(1, { message: 'REQUIRED' })
    .max(ASSISTANT_ANSWER_MAX_LENGTH, { message: 'TOO_LONG' }),
  sources: z
    .array(z.object({ kind: z.enum(ASSISTANT_SOURCE_KINDS), title: z.string().trim().min(1).max(300, { message: 'TOO_LONG' }), url: sourceUrl }))
    .max(6)
    .default([]),
  garageId: assistantQuestionInput.shape.garageId,
});
export type SaveAssistantAnswerInput = z.input<typeof saveAssistantAnswerInput>;

/** A saved answer as its owner sees it. */
export interface SavedAssistantAnswer {
  id: string;
  question: string;
  answer: string;
  sources: AssistantSource[];
  /** Null when no garage was chosen or the garage was deleted since. */
  garage: { id: string; name: string } | null;
  createdAt: string;
}
