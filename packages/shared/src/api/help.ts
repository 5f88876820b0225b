/** The help endpoints (method, path, inputs, answer; see define.ts). */
import { defineRoute, output } from './define.ts';
import { uuidParam } from '../schemas/common.ts';
import { contactMessageInput, contactMessageListQuery, contactMessageStatusInput, helpFaqInput, helpFaqQuery, type AdminHelpFaq, type AdminHelpFaqList, type ContactMessage, type ContactMessagePage, type HelpFaqList } from '../schemas/help.ts';

export const helpApi = {
  getFaqs: defineRoute({ method: 'GET', path: '/api/help/faqs', query: helpFaqQuery, response: output<HelpFaqList>() }),
  getAdminFaqs: defineRoute({ method: 'GET', path: '/api/admin/help/faqs', response: output<AdminHelpFaqList>() }),
  createContactMessage: defineRoute({ method: 'POST', path: '/api/help/contact-messages', body: contactMessageInput, response: output<{ id: string }>() }),
  createFaq: defineRoute({ method: 'POST', path: '/api/admin/help/faqs', body: helpFaqInput, response: output<AdminHelpFaq>() }),
  updateFaq: defineRoute({ method: 'PUT', path: '/api/admin/help/faqs/:id', params: uuidParam, body: helpFaqInput, response: output<AdminHelpFaq>() }),
  deleteFaq: defineRoute({ method: 'DELETE', path: '/api/admin/help/faqs/:id', params: uuidParam }),
  getContactMessages: defineRoute({ method: 'GET', path: '/api/admin/help/contact-messages', query: contactMessageListQuery, response: output<ContactMessagePage>() }),
  setContactMessageStatus: defineRoute({ method: 'PATCH', path: '/api/admin/help/contact-messages/:id', params: uuidParam, body: contactMessageStatusInput, response: output<ContactMessage>() }),
};
