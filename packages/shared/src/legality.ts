/**
 * Is a modification legal on Turkish roads? The curated table of modification categories
 * (`data/legality-rules.json`), each with its status for road use, the condition, a source and
 * the date it was last reviewed. Shown with "hukuki tavsiye değildir"; the garage's
 * "Muayene durumu" and the assistant read the same table (decision 024).
 *
 * The table is validated when this module loads: a rule without an https source or without a
 * review date, an unknown status or a repeated id throws, so a broken edit fails every test and
 * the server's start instead of reaching a page.
 */
import { z } from 'zod';
import legalityRulesData from './data/legality-rules.json' with { type: 'json' };

/** The statuses of a rule, from the least to the most restrictive. */
export const LEGALITY_STATUSES = ['allowed', 'project', 'forbidden'] as const;

/** allowed: no paperwork; project: needs a "tadilat projesi" and an inspection; forbidden: not allowed on the road. */
export type LegalityStatus = (typeof LEGALITY_STATUSES)[number];

/** One rule of the table. */
export interface LegalityRule {
  /** Category id (LEGALITY_CATEGORY_IDS). */
  id: string;
  status: LegalityStatus;
  /** The condition (limits, what the inspection checks), Turkish and English. */
  condition: { tr: string; en: string };
  /** Where the rule comes from: a title and an https link. */
  source: { title: string; url: string };
  /** When the rule was last checked against its source (YYYY-MM-DD). */
  reviewedOn: string;
}

/** The garage's "Muayene durumu": tagged modifications grouped by their category's status. */
export interface InspectionSummary {
  needsProject: LegalityRule[];
  forbidden: LegalityRule[];
  allowed: LegalityRule[];
  /** Modifications without a category. */
  untagged: number;
}

/** A calendar date, YYYY-MM-DD, that exists (no 2026-02-30). */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'DATE_INVALID' })
  .refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
  }, { message: 'DATE_INVALID' });

const requiredText = z.string().trim().min(1, { message: 'REQUIRED' });

/** One rule as the data file holds it: every field required, the source an https address. */
export const legalityRuleEntry = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9_]*$/, { message: 'ID_INVALID' }).max(40),
  status: z.enum(LEGALITY_STATUSES),
  condition: z.strictObject({ tr: requiredText, en: requiredText }),
  source: z.strictObject({
    title: requiredText,
    url: z.url({ protocol: /^https$/, message: 'URL_INVALID' }),
  }),
  reviewedOn: calendarDate,
});

/** The data file: `{ rules: [...] }`, at least one rule, ids unique. */
export const legalityTableFile = z.strictObject({
  rules: z
    .array(legalityRuleEntry)
    .min(1)
    .superRefine((rules, ctx) => {
      const seen = new Set<string>();
      rules.forEach((rule, index) => {
        if (seen.has(rule.id)) ctx.addIssue({ code: 'custom', message: 'ID_DUPLICATE', path: [index, 'id'] });
        seen.add(rule.id);
      });
    }),
});

/** The data file's rules, validated. @throws ZodError when the file breaks {@link legalityTableFile}. */
function parseLegalityTable(): readonly LegalityRule[] {
  return legalityTableFile.parse(legalityRulesData).rules;
}

// The pure annotations let a bundle that uses none of these leave the data out.
/** The whole table, in the data file's order (grouped by area: engine, chassis, lights, body, interior). */
export const LEGALITY_RULES: readonly LegalityRule[] = /* @__PURE__ */ parseLegalityTable();

/** Every category id, in table order (a modification's `legalCategory` is one of these or null). */
export { LEGALITY_CATEGORY_IDS, type LegalityCategoryId } from './legality-ids.ts';

/** The newest `reviewedOn` of the table (YYYY-MM-DD): when the table as a whole was last reviewed. */
export const LEGALITY_TABLE_REVIEWED_ON: string = /* @__PURE__ */ LEGALITY_RULES.reduce((newest, rule) => (rule.reviewedOn > newest ? rule.reviewedOn : newest), '');

/** The public guide listing the whole table. */
export const LEGALITY_GUIDE_PATH = '/legality';

/** The element id of one rule on the guide (`rule-<id>`). */
export function legalityRuleAnchor(id: string): string {
  return `rule-${id}`;
}

/** The site-relative address of one rule on the guide: `/legality#rule-<id>`. */
export function legalityRulePath(id: string): string {
  return `${LEGALITY_GUIDE_PATH}#${legalityRuleAnchor(id)}`;
}

const rulesById = /* @__PURE__ */ new Map(LEGALITY_RULES.map((rule) => [rule.id, rule]));

/** The rule of a category id; null for null, an empty or an unknown id. */
export function legalityRule(id: string | null | undefined): LegalityRule | null {
  return (id && rulesById.get(id)) || null;
}

/**
 * The "Muayene durumu" of a garage from its modifications' category ids (one entry per
 * modification): each category's rule once, under its status, in table order. A null entry —
 * or an id the table no longer has — counts as untagged.
 */
export function inspectionSummary(categoryIds: readonly (string | null)[]): InspectionSummary {
  const tagged = new Set<string>();
  let untagged = 0;
  for (const id of categoryIds) {
    if (legalityRule(id)) tagged.add(id!);
    else untagged++;
  }
  const summary: InspectionSummary = { needsProject: [], forbidden: [], allowed: [], untagged };
  for (const rule of LEGALITY_RULES) {
    if (!tagged.has(rule.id)) continue;
    if (rule.status === 'project') summary.needsProject.push(rule);
    else if (rule.status === 'forbidden') summary.forbidden.push(rule);
    else summary.allowed.push(rule);
  }
  return summary;
}
