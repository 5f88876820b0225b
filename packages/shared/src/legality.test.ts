import { describe, expect, it } from 'vitest';
import legalityRulesData from './data/legality-rules.json' with { type: 'json' };
import { istanbulToday } from './maintenance.ts';
import {
  LEGALITY_CATEGORY_IDS,
  LEGALITY_RULES,
  LEGALITY_TABLE_REVIEWED_ON,
  inspectionSummary,
  legalityRule,
  legalityRuleEntry,
  legalityTableFile,
} from './legality.ts';

/** The first rule of the real file, as the file holds it. */
const sample = legalityRulesData.rules[0]!;

/** The sample rule without one field, or with one field replaced. */
function without(field: keyof typeof sample) {
  const copy: Record<string, unknown> = structuredClone(sample);
  delete copy[field];
  return copy;
}
const withField = (patch: Record<string, unknown>) => ({ ...structuredClone(sample), ...patch });

describe('the legality data file', () => {
  it('validates (every rule has a status, a Turkish and an English condition, an https source and a review date)', () => {
    const result = legalityTableFile.safeParse(legalityRulesData);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(LEGALITY_RULES.length).toBe(legalityRulesData.rules.length);
  });

  it('has unique ids, the exported id tuple in table order', () => {
    expect(new Set(LEGALITY_CATEGORY_IDS).size).toBe(LEGALITY_CATEGORY_IDS.length);
    expect(LEGALITY_CATEGORY_IDS).toEqual(legalityRulesData.rules.map((rule) => rule.id));
  });

  it('links every source over https', () => {
    for (const rule of LEGALITY_RULES) expect(new URL(rule.source.url).protocol, rule.id).toBe('https:');
  });

  it('has no review date in the future, and the table date is the newest', () => {
    const today = istanbulToday();
    for (const rule of LEGALITY_RULES) expect(rule.reviewedOn <= today, `${rule.id} ${rule.reviewedOn}`).toBe(true);
    expect(LEGALITY_TABLE_REVIEWED_ON).toBe([...LEGALITY_RULES.map((r) => r.reviewedOn)].sort().at(-1));
  });

  it('uses every status at least once', () => {
    expect(new Set(LEGALITY_RULES.map((rule) => rule.status))).toEqual(new Set(['allowed', 'project', 'forbidden']));
  });
});

describe('the rule schema refuses an incomplete rule', () => {
  it('accepts the sample as it is', () => {
    expect(legalityRuleEntry.safeParse(sample).success).toBe(true);
  });

  it.each(['source', 'reviewedOn', 'condition', 'status', 'id'] as const)('without %s', (field) => {
    expect(legalityRuleEntry.safeParse(without(field)).success).toBe(false);
  });

  it.each([
    ['a source without a url', { source: { title: 'Kanun' } }],
    ['a source without a title', { source: { url: 'https://www.mevzuat.gov.tr/' } }],
    ['an http source', { source: { title: 'Kanun', url: 'http://www.mevzuat.gov.tr/' } }],
    ['a source that is no url', { source: { title: 'Kanun', url: 'mevzuat.gov.tr' } }],
    ['an empty review date', { reviewedOn: '' }],
    ['a review date in another format', { reviewedOn: '28.11.2026' }],
    ['a review date that does not exist', { reviewedOn: '2026-02-30' }],
    ['a condition without English', { condition: { tr: 'Serbest.' } }],
    ['an empty Turkish condition', { condition: { tr: ' ', en: 'Free.' } }],
    ['an unknown status', { status: 'maybe' }],
    ['an extra field', { note: 'x' }],
  ])('with %s', (_name, patch) => {
    expect(legalityRuleEntry.safeParse(withField(patch)).success).toBe(false);
  });

  it('refuses a table with a repeated id', () => {
    const result = legalityTableFile.safeParse({ rules: [sample, sample] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('ID_DUPLICATE');
  });
});

describe('legalityRule', () => {
  it('finds a rule by id; null for null, empty and unknown ids', () => {
    expect(legalityRule(sample.id)?.id).toBe(sample.id);
    expect(legalityRule(null)).toBeNull();
    expect(legalityRule('')).toBeNull();
    expect(legalityRule('warp_drive')).toBeNull();
  });
});

describe('inspectionSummary', () => {
  const first = (status: string) => LEGALITY_RULES.find((rule) => rule.status === status)!;
  const project = first('project');
  const forbidden = first('forbidden');
  const allowed = first('allowed');

  it('groups the categories by status, each rule once, and counts untagged modifications', () => {
    const summary = inspectionSummary([project.id, null, allowed.id, project.id, forbidden.id, null]);
    expect(summary.needsProject).toEqual([project]);
    expect(summary.forbidden).toEqual([forbidden]);
    expect(summary.allowed).toEqual([allowed]);
    expect(summary.untagged).toBe(2);
  });

  it('keeps the table order whatever the order of the modifications', () => {
    const projects = LEGALITY_RULES.filter((rule) => rule.status === 'project').slice(0, 3);
    const summary = inspectionSummary(projects.map((rule) => rule.id).reverse());
    expect(summary.needsProject.map((rule) => rule.id)).toEqual(projects.map((rule) => rule.id));
  });

  it('counts an id the table does not have as untagged', () => {
    expect(inspectionSummary(['warp_drive'])).toEqual({ needsProject: [], forbidden: [], allowed: [], untagged: 1 });
  });

  it('is empty for no modifications', () => {
    expect(inspectionSummary([])).toEqual({ needsProject: [], forbidden: [], allowed: [], untagged: 0 });
  });
});
