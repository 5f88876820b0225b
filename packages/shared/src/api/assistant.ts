/** The assistant endpoints (method, path, inputs, answer; see define.ts). */
import { savedAnswerListQuery } from '../schemas/route-inputs.ts';
import { defineRoute, output } from './define.ts';
import { assistantQuestionInput, saveAssistantAnswerInput, type SavedAssistantAnswer } from '../schemas/assistant.ts';
import { uuidParam, type Page } from '../schemas/common.ts';

export const assistantApi = {
  askAssistant: defineRoute({ method: 'POST', path: '/api/assistant/answers', body: assistantQuestionInput, response: output<string>() }),
  getSavedAnswers: defineRoute({ method: 'GET', path: '/api/assistant/saved-answers', query: savedAnswerListQuery, response: output<Page<SavedAssistantAnswer>>() }),
  saveAnswer: defineRoute({ method: 'POST', path: '/api/assistant/saved-answers', body: saveAssistantAnswerInput, response: output<SavedAssistantAnswer>() }),
  deleteSavedAnswer: defineRoute({ method: 'DELETE', path: '/api/assistant/saved-answers/:id', params: uuidParam }),
};
