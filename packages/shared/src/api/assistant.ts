/** The assistant endpoints (method, path, inputs, answer; see define.ts). */
import { z } from 'zod';
import { defineRoute, output } from './define.ts';
import { assistantQuestionInput, saveAssistantAnswerInput, type SavedAssistantAnswer } from '../schemas/assistant.ts';
import { pageLimit, uuidParam, type Page } from '../schemas/common.ts';

const savedListQuery = z.object({ cursor: z.string().max(500).optional(), limit: pageLimit.optional() });

export const assistantApi = {
  askAssistant: defineRoute({ method: 'POST', path: '/api/assistant/answers', body: assistantQuestionInput, response: output<string>() }),
  getSavedAnswers: defineRoute({ method: 'GET', path: '/api/assistant/saved-answers', query: savedListQuery, response: output<Page<SavedAssistantAnswer>>() }),
  saveAnswer: defineRoute({ method: 'POST', path: '/api/assistant/saved-answers', body: saveAssistantAnswerInput, response: output<SavedAssistantAnswer>() }),
  deleteSavedAnswer: defineRoute({ method: 'DELETE', path: '/api/assistant/saved-answers/:id', params: uuidParam }),
};
