/**
 * The help centre: FAQ reads and admin writes, contact messages. Every admin
 * write records exactly one `audit_log` row in its own transaction (lib/audit.ts).
 *
 * Search ("Help search: case-insensitive on question or answer"): the query
 * is folded with `foldForSearch` and every term must be contained in `help_faqs.search_text`
 * (the folded question and answer; db/search-match.ts `containsEveryTerm`, trigram index), so
 * `sifre` finds `Şifre` and `ISIK`/`ışık`/`İşık` all meet.
 */
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  HELP_FAQ_CATEGORIES,
  localizedText,
  type AdminHelpFaq,
  type ContactMessage,
  type ContactMessagePage,
  type ContactMessageStatus,
  type HelpFaq,
  type HelpFaqCategory,
  type HelpFaqList,
  type AdminHelpFaqList,
  type SiteLanguage,
} from '@garaj/shared';
import type { Db } from '../../db/client.ts';
import { isoUtc } from '../../lib/member-rows.ts';
import { containsEveryTerm } from '../../db/search-match.ts';
import { helpFaqSearchText } from '../../db/seed-help.ts';
import { contactMessages, helpFaqs, users } from '../../db/schema/index.ts';
import { recordAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { Mailer } from '../../lib/mail.ts';
import type { Viewer } from '../../lib/session.ts';
import { contactAddress, type ContactFallback } from '../admin/index.ts';
import type { FastifyBaseLogger } from 'fastify';

type Actor = Pick<Viewer, 'id' | 'username'>;

const faqColumns = {
  id: helpFaqs.id,
  category: helpFaqs.category,
  question: helpFaqs.question,
  answer: helpFaqs.answer,
  questionEn: helpFaqs.questionEn,
  answerEn: helpFaqs.answerEn,
  position: helpFaqs.position,
};

interface FaqRow {
  id: string;
  category: string;
  question: string;
  answer: string;
  questionEn: string | null;
  answerEn: string | null;
  position: number;
}

/** An entry for readers: question and answer in `language` (English falls back to Turkish). */
const presentFaq = (row: FaqRow, language: SiteLanguage): HelpFaq => ({
  id: row.id,
  category: row.category as HelpFaqCategory,
  question: localizedText(row.question, row.questionEn, language),
  answer: localizedText(row.answer, row.answerEn, language),
  position: row.position,
});

/** An entry for its editors: both languages as stored. */
const presentAdminFaq = (row: FaqRow): AdminHelpFaq => ({
  id: row.id,
  category: row.category as HelpFaqCategory,
  question: row.question,
  answer: row.answer,
  questionEn: row.questionEn,
  answerEn: row.answerEn,
  position: row.position,
});

const categoryOrder = sql`array_position(array[${sql.join(HELP_FAQ_CATEGORIES.map((c) => sql`${c}`), sql`, `)}]::text[], ${helpFaqs.category})`;

/**
 * The FAQ entries matching `q` (every folded term in question or answer) and `category`,
 * ordered by HELP_FAQ_CATEGORIES' order, then position, then question; plus the per-category
 * counts of the entries matching `q` alone (the category tiles).
 */
export async function listFaqs(db: Db, q: string | undefined, category: HelpFaqCategory | undefined, language: SiteLanguage): Promise<HelpFaqList> {
  const search = containsEveryTerm(sql`${helpFaqs.searchText}`, q);
  const where = (extra: SQL[]) => (extra.length ? and(...extra) : undefined);
  const [rows, grouped] = await Promise.all([
    db
      .select(faqColumns)
      .from(helpFaqs)
      .where(where([...search, ...(category ? [eq(helpFaqs.category, category)] : [])]))
      .orderBy(categoryOrder, asc(helpFaqs.position), asc(helpFaqs.question)),
    db.select({ category: helpFaqs.category, n: count() }).from(helpFaqs).where(where(search)).groupBy(helpFaqs.category),
  ]);
  const counts = Object.fromEntries([...HELP_FAQ_CATEGORIES, 'all'].map((c) => [c, 0])) as HelpFaqList['counts'];
  for (const g of grouped) {
    if ((HELP_FAQ_CATEGORIES as readonly string[]).includes(g.category)) counts[g.category as HelpFaqCategory] = g.n;
    counts.all += g.n;
  }
  return { items: rows.map((row) => presentFaq(row, language)), counts };
}

/** Every entry with both languages, in the public order (the admin list). */
export async function listAdminFaqs(db: Db): Promise<AdminHelpFaqList> {
  const rows = await db.select(faqColumns).from(helpFaqs).orderBy(categoryOrder, asc(helpFaqs.position), asc(helpFaqs.question));
  return { items: rows.map(presentAdminFaq) };
}

/** Fields an admin writes. */
export interface FaqFields {
  category: HelpFaqCategory;
  question: string;
  answer: string;
  questionEn: string | null;
  answerEn: string | null;
  position: number;
}

/** Creates an entry; audit `faq.create` with `after`. */
export async function createFaq(db: Db, actor: Actor, input: FaqFields): Promise<AdminHelpFaq> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(helpFaqs).values({ ...input, searchText: helpFaqSearchText(input) }).returning(faqColumns);
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, { actor, action: 'faq.create', targetType: 'faq', targetId: row.id, targetLabel: row.question, after: { ...input } });
    return presentAdminFaq(row);
  });
}

/** Replaces an entry's fields; audit `faq.update` with `before`/`after`. 404 NOT_FOUND. */
export async function updateFaq(db: Db, actor: Actor, id: string, input: FaqFields): Promise<AdminHelpFaq> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select(faqColumns).from(helpFaqs).where(eq(helpFaqs.id, id)).for('update');
    if (!old) throw notFound();
    const [row] = await tx
      .update(helpFaqs)
      .set({ ...input, searchText: helpFaqSearchText(input), updatedAt: sql`now()` })
      .where(eq(helpFaqs.id, id))
      .returning(faqColumns);
    if (!row) throw notFound();
    const before = { category: old.category, question: old.question, answer: old.answer, questionEn: old.questionEn, answerEn: old.answerEn, position: old.position };
    await recordAudit(tx, { actor, action: 'faq.update', targetType: 'faq', targetId: id, targetLabel: row.question, before, after: { ...input } });
    return presentAdminFaq(row);
  });
}

/** Deletes an entry; audit `faq.delete` with `before`. 404 NOT_FOUND. */
export async function deleteFaq(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [old] = await tx.delete(helpFaqs).where(eq(helpFaqs.id, id)).returning(faqColumns);
    if (!old) throw notFound();
    const before = { category: old.category, question: old.question, answer: old.answer, questionEn: old.questionEn, answerEn: old.answerEn, position: old.position };
    await recordAudit(tx, { actor, action: 'faq.delete', targetType: 'faq', targetId: id, targetLabel: old.question, before });
  });
}

/** The Turkish mail to the site's contact address about one contact-form message (user text escaped). */
export function contactMessageMail(to: string, message: { name: string; email: string; subject: string; message: string }) {
  const lines = [`Yeni iletişim mesajı: ${message.subject}`, `Gönderen: ${message.name} <${message.email}>`, '', message.message];
  return {
    to,
    subject: `İletişim formu: ${message.subject}`,
    text: lines.join('\n'),
    html: `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
  };
}

/**
 * Mails a stored contact-form message to the contact address (site settings `contact_email`,
 * else ADMIN_EMAIL, else MAIL_FROM's address). A failure is logged; the message stays in the inbox.
 */
export async function mailContactMessage(
  deps: { db: Db; mailer: Mailer; log: FastifyBaseLogger; contact: ContactFallback },
  message: { id: string; name: string; email: string; subject: string; message: string },
): Promise<void> {
  try {
    await deps.mailer.send(contactMessageMail(await contactAddress(deps.db, deps.contact), message));
  } catch (error) {
    deps.log.error({ err: error, contactMessageId: message.id }, 'contact message mail failed');
  }
}

/** Stores a contact-form message (status 'new'), with the signed-in member's id when there is one. */
export async function createContactMessage(
  db: Db,
  userId: string | null,
  input: { name: string; email: string; subject: string; message: string },
): Promise<{ id: string }> {
  const [row] = await db.insert(contactMessages).values({ ...input, userId }).returning({ id: contactMessages.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  message: contactMessages.message,
  status: contactMessages.status,
  userId: contactMessages.userId,
  username: users.displayUsername,
  createdAt: sql<string>`${isoUtc(sql`${contactMessages.createdAt}`)}`,
};

const presentMessage = (row: Omit<ContactMessage, 'status'> & { status: string }): ContactMessage => ({ ...row, status: row.status as ContactMessageStatus });

/** A page of contact messages, newest first, optionally of one status. */
export async function listContactMessages(db: Db, query: { status?: ContactMessageStatus; page: number; pageSize: number }): Promise<ContactMessagePage> {
  const where = query.status ? eq(contactMessages.status, query.status) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.userId))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { items: rows.map(presentMessage), total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** Sets a message's status; audit `contact_message.status` with before/after. 404 NOT_FOUND. */
export async function setContactMessageStatus(db: Db, actor: Actor, id: string, status: ContactMessageStatus): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select({ status: contactMessages.status, subject: contactMessages.subject }).from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!old) throw notFound();
    await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      actor,
      action: 'contact_message.status',
      targetType: 'contact_message',
      targetId: id,
      targetLabel: old.subject,
      before: { status: old.status },
      after: { status },
    });
    const [row] = await tx.select(messageColumns).from(contactMessages).leftJoin(users, eq(users.id, contactMessages.userId)).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    return presentMessage(row);
  });
}
