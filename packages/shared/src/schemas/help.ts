import { z } from 'zod';
import { HELP_FAQ_CATEGORIES, HELP_QUERY_MAX, type HelpFaqCategory } from '../admin.ts';
import { optionalText, pageLimit, requiredText } from './common.ts';

/**
 * The help centre's contract (FAQ, filters, help search). Shared by the server (`modules/help`) and
 * the web page `/help`.
 */

/** Contact messages statuses: new → read → answered (admins move them in any order). */
export const CONTACT_MESSAGE_STATUSES = ['new', 'read', 'answered'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];
/** Contact messages per admin page. */
export const CONTACT_MESSAGE_PAGE_SIZE = 20;

/** `GET /api/help/faqs?q=&category=`: both optional; an empty `q` or `category` means all. */
export const helpFaqQuery = z.object({
  q: z.string().trim().max(HELP_QUERY_MAX, { message: 'TOO_LONG' }).optional(),
  category: z
    .union([z.literal(''), z.enum(HELP_FAQ_CATEGORIES, { message: 'VALUE_INVALID' })], { message: 'VALUE_INVALID' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type HelpFaqQuery = z.input<typeof helpFaqQuery>;

/**
 * `POST /api/admin/help/faqs` and `PUT …/:id`: one FAQ entry. `position` orders it in its
 * category (0 first). `questionEn` / `answerEn`: the English texts, optional (blank = null; the
 * Turkish text is then shown in English too).
 */
export const helpFaqInput = z.object({
  category: z.enum(HELP_FAQ_CATEGORIES, { message: 'VALUE_INVALID' }),
  question: requiredText(300),
  answer: requiredText(4000),
  questionEn: optionalText(300),
  answerEn: optionalText(4000),
  position: z.number({ message: 'NUMBER_INVALID' }).int({ message: 'NUMBER_INVALID' }).min(0, { message: 'NUMBER_INVALID' }).max(10_000, { message: 'NUMBER_INVALID' }).default(0),
});
export type HelpFaqInput = z.input<typeof helpFaqInput>;

/** One FAQ entry as the public API returns it: question and answer in the request's language. */
export interface HelpFaq {
  id: string;
  category: HelpFaqCategory;
  question: string;
  answer: string;
  position: number;
}

/** One FAQ entry as admins edit it: the Turkish texts and the optional English ones. */
export interface AdminHelpFaq extends HelpFaq {
  questionEn: string | null;
  answerEn: string | null;
}

/** `GET /api/admin/help/faqs`: every entry (category, then position), both languages. */
export interface AdminHelpFaqList {
  items: AdminHelpFaq[];
}

/**
 * `GET /api/help/faqs`: the matching entries (category, then position), and per category the
 * number of entries matching the search alone (the tiles' counts; `all` is their sum).
 */
export interface HelpFaqList {
  items: HelpFaq[];
  counts: Record<HelpFaqCategory | 'all', number>;
}

const email = z
  .string({ message: 'REQUIRED' })
  .trim()
  .min(1, { message: 'REQUIRED' })
  .max(254, { message: 'TOO_LONG' })
  .pipe(z.email({ message: 'EMAIL_INVALID' }));

/** `POST /api/help/contact-messages`: the help centre's contact form (every field required). */
export const contactMessageInput = z.object({
  name: requiredText(100),
  email,
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessageInput = z.input<typeof contactMessageInput>;

/** `GET /api/admin/help/contact-messages`: newest first, optional status, numbered pages. */
export const contactMessageListQuery = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { message: 'VALUE_INVALID' }).optional(),
  page: z.coerce.number({ message: 'VALUE_INVALID' }).int({ message: 'VALUE_INVALID' }).min(1, { message: 'VALUE_INVALID' }).max(10_000, { message: 'VALUE_INVALID' }).default(1),
  pageSize: pageLimit.default(CONTACT_MESSAGE_PAGE_SIZE),
});

/** `PATCH /api/admin/help/contact-messages/:id`. */
export const contactMessageStatusInput = z.object({
  status: z.enum(CONTACT_MESSAGE_STATUSES, { message: 'VALUE_INVALID' }),
});

/** A contact message as admins see it (`userId`/`username`: the member who was signed in, else null). */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  userId: string | null;
  username: string | null;
  /** ISO 8601 UTC. */
  createdAt: string;
}

export interface ContactMessagePage {
  items: ContactMessage[];
  total: number;
  page: number;
  pageSize: number;
}
