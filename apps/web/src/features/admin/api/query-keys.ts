/** Query keys of the admin panel, all under `['admin']` (every admin answer is private, never cached long). */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  userList: (query: object) => [...adminKeys.users(), query] as const,
  garages: () => [...adminKeys.all, 'garages'] as const,
  garageList: (query: object) => [...adminKeys.garages(), query] as const,
  ads: () => [...adminKeys.all, 'ads'] as const,
  adRequests: () => [...adminKeys.all, 'ad-requests'] as const,
  adRequestList: (query: object) => [...adminKeys.adRequests(), query] as const,
  faqs: () => [...adminKeys.all, 'faqs'] as const,
  contactMessages: () => [...adminKeys.all, 'contact-messages'] as const,
  contactMessageList: (query: object) => [...adminKeys.contactMessages(), query] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (query: object) => [...adminKeys.audit(), query] as const,
};
