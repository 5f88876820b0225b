/**
 * The assistant answers legality questions from the shared legality table: the matched rules'
 * status, condition, source (title and address), review date and the disclaimer, cited as
 * `/legality#rule-<id>`; a topic question without a legal word keeps its topic answer alone, and
 * a question that names nothing still gets the help text. Unit tests of the matching, then the
 * API (offline) on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
import { LEGALITY_CATEGORY_IDS, legalityRule, type AssistantStreamEvent } from '@garaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { HELP_TEXT } from './assistant.knowledge.ts';
import {
  LEGALITY_DISCLAIMER,
  LEGALITY_KEYWORDS,
  isLegalityQuestion,
  legalityRulesFor,
  legalitySection,
  matchLegalityRules,
  MAX_LEGALITY_RULES,
} from './assistant.legality.ts';
import { composeOfflineAnswer } from './assistant.offline.ts';

const ids = (question: string) => matchLegalityRules(question).map((rule) => rule.id);

describe('matching a question to the legality table', () => {
  it('knows every category of the table, with a name and at least one keyword', () => {
    for (const id of LEGALITY_CATEGORY_IDS) {
      const entry = LEGALITY_KEYWORDS[id];
      expect(entry?.title, id).toBeTruthy();
      expect((entry?.prefix.length ?? 0) + (entry?.word.length ?? 0), id).toBeGreaterThan(0);
    }
    expect(Object.keys(LEGALITY_KEYWORDS).sort()).toEqual([...LEGALITY_CATEGORY_IDS].sort());
  });

  it.each([
    ['Egzoz değişimi yasal mı?', 'exhaust_silencer'],
    ['Cam filmi', 'window_tint_front'],
    ['XENON far yasal mı', 'led_xenon_retrofit'],
    ['LED far dönüşümü yasal mı?', 'led_xenon_retrofit'],
    ['Basıklık muayeneden geçer mi?', 'suspension_lowering'],
    ['Aracımı alçaltmak istiyorum', 'suspension_lowering'],
    ['LPG taktırsam ruhsata işletmem gerekir mi', 'lpg_conversion'],
    ['Çeki demiri muayene', 'towbar'],
    ['Katalizörü söktürdüm, muayeneden geçer mi', 'catalyst_removal'],
    ['Çakar takmak yasak mı', 'siren_strobe'],
  ])('“%s” → %s', (question, id) => {
    expect(ids(question)).toContain(id);
  });

  it('puts the conversion kit before complete headlight units for an LED conversion question', () => {
    expect(ids('LED far dönüşümü yasal mı?')).toEqual(['led_xenon_retrofit', 'headlight_units']);
  });

  it('finds both tint rules for “cam filmi”: front not allowed, rear allowed', () => {
    expect(ids('cam filmi çektirmek')).toEqual(['window_tint_front', 'window_tint_rear']);
  });

  it('quotes at most three rules, the most named first', () => {
    const many = ids('egzoz, katalizör, cam filmi, koltuk, korna, plaka, çeki demiri yasal mı');
    expect(many).toHaveLength(MAX_LEGALITY_RULES);
    expect(ids('egzoz sesi, egzoz patlatma yasal mı')[0]).toBe('exhaust_loud');
  });

  it('does not mistake a brand for a part (SEAT, Hornet) nor “fark” for a headlight', () => {
    expect(ids('Seat Leon ile Honda Hornet arasındaki fark')).toEqual([]);
  });

  it('tells legality questions from others', () => {
    expect(isLegalityQuestion('Coilover TÜVTÜRK’ten geçer mi?')).toBe(true);
    expect(isLegalityQuestion('Bu egzoz yasal mı')).toBe(true);
    expect(isLegalityQuestion('Ruhsata işletmek gerekir mi')).toBe(true);
    expect(isLegalityQuestion('Turbo taktırmak kaça olur?')).toBe(false);
  });

  it('uses the table for a legality question, or when no topic matched; not for a price question about a topic', () => {
    expect(legalityRulesFor('Turbo yasal mı?', true).map((r) => r.id)).toEqual(['turbo_kit']);
    expect(legalityRulesFor('Cam filmi', false).map((r) => r.id)).toEqual(['window_tint_front', 'window_tint_rear']);
    expect(legalityRulesFor('Turbo taktırmak kaça olur?', true)).toEqual([]);
  });
});

describe('the legality section of an answer', () => {
  it('gives each rule’s status, condition, source title and address, review date, and the disclaimer', () => {
    const rule = legalityRule('suspension_lowering')!;
    const text = legalitySection([rule]);
    expect(text).toContain('**Alçaltma / basıklık (yay, coilover, havalı süspansiyon): Tadilat projesi ve muayene gerekir**');
    expect(text).toContain(rule.condition.tr);
    expect(text).toContain(`- Kaynak: ${rule.source.title} — ${rule.source.url}`);
    expect(text).toMatch(/- Son kontrol: \d{1,2} (Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}/);
    expect(text).toContain(LEGALITY_DISCLAIMER);
    expect(text).toContain('hukuki tavsiye değildir');
    expect(text).not.toMatch(/<[a-z]/i);
  });

  it('comes before the topic sections, and replaces the help text when no topic matched', () => {
    const tint = [legalityRule('window_tint_front')!];
    const alone = composeOfflineAnswer([], null, false, tint);
    expect(alone).not.toContain(HELP_TEXT);
    expect(alone).toContain('**Ön cam ve ön yan camlara cam filmi: Yasak**');
    const withTopic = composeOfflineAnswer(['exhaust'], null, false, [legalityRule('exhaust_silencer')!]);
    expect(withTopic.indexOf('Yasal durum')).toBeLessThan(withTopic.indexOf('**Egzoz**'));
    expect(composeOfflineAnswer([], null, false)).toBe(HELP_TEXT);
  });
});

describe('POST /api/assistant/answers: legality questions (offline)', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
  });

  afterAll(async () => {
    await t?.close();
  });

  const ask = async (question: string) => {
    const res = await as(t.app, null, { method: 'POST', url: '/api/assistant/answers', payload: { question } });
    expect(res.statusCode).toBe(200);
    const list = res.body
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as AssistantStreamEvent);
    const meta = list[0];
    if (meta?.type !== 'meta') throw new Error('no meta event');
    const answer = list.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
    return { meta, answer, last: list.at(-1) };
  };

  it('“egzoz değişimi yasal mı”: the rule first, with its source, then the exhaust topic', async () => {
    const rule = legalityRule('exhaust_silencer')!;
    const { meta, answer, last } = await ask('Egzoz değişimi yasal mı?');
    expect(meta.topics).toEqual(['exhaust']);
    expect(meta.sources[0]).toEqual({ kind: 'legality', title: 'Egzoz / susturucu değişimi (homologasyonlu)', url: '/legality#rule-exhaust_silencer' });
    expect(answer).toContain('**Egzoz / susturucu değişimi (homologasyonlu): İzinli**');
    expect(answer).toContain(rule.condition.tr);
    expect(answer).toContain(rule.source.url);
    expect(answer).toContain('hukuki tavsiye değildir');
    expect(answer.indexOf('Yasal durum')).toBeLessThan(answer.indexOf('**Egzoz**'));
    expect(last).toEqual({ type: 'done', mode: 'offline', fallback: false, model: null });
  });

  it('“cam filmi”: no topic, yet the table answers instead of the help text', async () => {
    const { meta, answer } = await ask('Cam filmi');
    expect(meta.topics).toEqual([]);
    expect(meta.sources.slice(0, 2).map((s) => s.url)).toEqual(['/legality#rule-window_tint_front', '/legality#rule-window_tint_rear']);
    expect(answer).toContain('**Ön cam ve ön yan camlara cam filmi: Yasak**');
    expect(answer).toContain('**Arka camlara cam filmi: İzinli**');
    expect(answer).not.toContain('eşleştiremedim');
  });

  it('“xenon yasal mı” and “basıklık muayeneden geçer mi”: status and condition from the table', async () => {
    const xenon = await ask('Xenon yasal mı?');
    expect(xenon.answer).toContain('**Halojen fara LED/xenon dönüşüm kiti: Yasak**');
    expect(xenon.answer).toContain(legalityRule('led_xenon_retrofit')!.condition.tr);
    const lowering = await ask('Basıklık muayeneden geçer mi?');
    expect(lowering.answer).toContain('**Alçaltma / basıklık (yay, coilover, havalı süspansiyon): Tadilat projesi ve muayene gerekir**');
    expect(lowering.meta.sources[0]?.url).toBe('/legality#rule-suspension_lowering');
  });

  it('leaves a price question about a topic as it was, and the help text for a question about nothing', async () => {
    const turbo = await ask('Arabama turbo taktırmak kaça olur?');
    expect(turbo.answer).not.toContain('Yasal durum (Modifiye ve Muayene Rehberi)');
    expect(turbo.meta.sources.every((s) => s.kind !== 'legality')).toBe(true);
    const weather = await ask('Hava bugün nasıl olacak?');
    expect(weather.answer).toContain('Sorunuzu bilgi bankamızdaki bir konuyla eşleştiremedim');
  });

  it('lets a member save an answer citing the guide; other paths stay refused', async () => {
    const payload = (url: string) => ({ question: 'Cam filmi', answer: '**Ön cam**', sources: [{ kind: 'legality', title: 'Ön cam ve ön yan camlara cam filmi', url }] });
    const saved = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: payload('/legality#rule-window_tint_front') });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().sources).toEqual(payload('/legality#rule-window_tint_front').sources);
    const elsewhere = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: payload('/legality/../admin') });
    expect(elsewhere.statusCode).toBe(400);
    const external = await as(t.app, member, { method: 'POST', url: '/api/assistant/saved-answers', payload: payload('https://www.mevzuat.gov.tr/') });
    expect(external.statusCode).toBe(400);
  });
});
