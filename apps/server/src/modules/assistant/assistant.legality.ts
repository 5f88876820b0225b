/**
 * Legality answers from the shared table (`LEGALITY_RULES`, decision 024): "egzoz değişimi yasal
 * mı", "cam filmi", "xenon", "basıklık muayeneden geçer mi". A question is matched to the table's
 * categories by Turkish keywords (folded like the topics: `foldQuestion`, prefixes at word starts,
 * whole words); the answer quotes each matched rule — its status, condition, source (title and
 * address) and review date — and the table's disclaimer, and cites the rule's place on the guide
 * (`/legality#rule-<id>`).
 *
 * The table is consulted when the question asks about legality (yasal, muayene, tadilat, ruhsat,
 * ceza…) or when no knowledge-base topic matched it ("cam filmi"); a price question about a topic
 * ("turboya kaç para") keeps its topic answer alone.
 */
import { LEGALITY_RULES, legalityRulePath, type AssistantSource, type LegalityRule, type LegalityStatus } from '@garaj/shared';
import { foldQuestion } from './assistant.knowledge.ts';

/** How the assistant names a category and the words that point to it. */
export interface LegalityKeywords {
  /** Turkish name of the category in answers. */
  title: string;
  /** Matched at the start of a word (Turkish suffixes); a phrase matches at word starts. */
  prefix: string[];
  /** Matched as whole words only. */
  word: string[];
}

/** One entry per category of the table (a test checks none is missing). */
export const LEGALITY_KEYWORDS: Readonly<Record<string, LegalityKeywords>> = {
  exhaust_silencer: { title: 'Egzoz / susturucu değişimi (homologasyonlu)', prefix: ['egzoz', 'egsoz', 'eksoz', 'susturucu', 'catback', 'cat-back', 'cat back', 'slip-on', 'slip on', 'akrapovic', 'exhaust', 'muffler', 'silencer'], word: [] },
  exhaust_loud: { title: 'Sesi yükseltilmiş egzoz (boş egzoz, dB killer sökme, patlatma)', prefix: ['patlat', 'pops', 'crackle', 'db killer', 'dbkiller', 'boş egzoz', 'düz egzoz', 'straight pipe', 'egzoz ses', 'sesli egzoz', 'ses kesici', 'delik egzoz'], word: [] },
  catalyst_removal: { title: 'Katalizör, DPF veya EGR iptali', prefix: ['katalizör', 'katalitik', 'dpf', 'partikül filtre', 'decat', 'de-cat', 'catalytic', 'adblue'], word: ['egr'] },
  intake: { title: 'Hava filtresi ve emiş', prefix: ['hava filtre', 'emiş kit', 'emiş boru', 'intake', 'açık filtre', 'air filter', 'cold air'], word: ['emiş', 'emişi', 'emişini'] },
  ecu_tuning: { title: 'Motor yazılımı (ECU, chip tuning)', prefix: ['ecu', 'chip', 'çip', 'yazılım', 'remap', 'stage', 'beyin', 'tuning', 'power commander', 'yakıt harita'], word: [] },
  turbo_kit: { title: 'Turbo veya kompresör kiti', prefix: ['turbo', 'kompresör', 'supercharger', 'süperşarj', 'biturbo'], word: [] },
  engine_swap: { title: 'Motor değişimi', prefix: ['motor değiş', 'motor swap', 'engine swap', 'swap', 'motor nakl', 'motor numara'], word: [] },
  lpg_conversion: { title: 'LPG dönüşümü', prefix: ['lpg', 'otogaz', 'cng', 'tüp taktır', 'tüplü'], word: [] },
  suspension_lowering: { title: 'Alçaltma / basıklık (yay, coilover, havalı süspansiyon)', prefix: ['alçalt', 'basık', 'coilover', 'havalı süspansiyon', 'air ride', 'airride', 'spor yay', 'lowering', 'stance', 'yere yakın'], word: ['alçak'] },
  suspension_lift: { title: 'Yükseltme (lift kit)', prefix: ['lift kit', 'liftkit', 'yükseltme kit', 'yükseltme takoz', 'yerden yüksekliğ', 'aracı yükselt', 'aracımı yükselt', 'arabayı yükselt', 'arabamı yükselt', 'süspansiyon yükselt'], word: ['lift', 'lifted'] },
  shock_absorbers: { title: 'Amortisör ve yay değişimi (yükseklik aynı)', prefix: ['amortisör', 'shock absorber', 'damper'], word: ['yay', 'yaylar', 'yayları'] },
  wheels_listed_size: { title: 'Jant ve lastik (ruhsattaki ebat)', prefix: ['jant', 'lastik', 'tekerlek', 'wheel', 'tyre', 'tire', 'diş derinliğ'], word: ['rim', 'rims'] },
  wheels_other_size: { title: 'Farklı ebat jant/lastik, spacer', prefix: ['spacer', 'farklı ebat', 'büyük jant', 'geniş lastik', 'geniş jant', 'offset', 'inç jant', 'inch'], word: ['ebat', 'ebatı', 'ebatlı', 'ebatta', 'r18', 'r19', 'r20', 'r21', 'r22'] },
  brake_pads_discs: { title: 'Balata ve disk (orijinal ölçü)', prefix: ['balata', 'fren disk', 'brake pad'], word: ['disk', 'diski', 'diskler', 'diskleri'] },
  big_brake_kit: { title: 'Büyük fren kiti (kaliper, disk çapı)', prefix: ['big brake', 'bbk', 'kaliper', 'caliper', 'fren kit', 'büyük fren', 'pistonlu', 'brembo'], word: [] },
  headlight_units: { title: 'Komple far ünitesi (E işaretli)', prefix: ['far ünite', 'komple far', 'projektör far', 'headlight', 'headlamp'], word: ['far', 'farı', 'farlar', 'farları', 'farlarım', 'farlarımı'] },
  led_xenon_retrofit: { title: 'Halojen fara LED/xenon dönüşüm kiti', prefix: ['xenon', 'ksenon', 'led ampul', 'led dönüşüm', 'led kit', 'led far', 'far dönüşüm', 'h7 led', 'h4 led'], word: ['hid'] },
  extra_lights: { title: 'Ek far, sis farı, LED bar', prefix: ['sis far', 'sis lamba', 'led bar', 'ledbar', 'ek far', 'tavan lamba', 'light bar', 'çalışma lamba', 'yardımcı far'], word: [] },
  tail_lights: { title: 'Stop ve arka lambalar', prefix: ['stop lamba', 'arka lamba', 'füme stop', 'stop film', 'tail light'], word: ['stop', 'stoplar', 'stopları'] },
  coloured_lights: { title: 'Renkli ışık, araç altı neon, yanıp sönen lamba', prefix: ['neon', 'renkli ışık', 'renkli far', 'mavi far', 'mavi ışık', 'araç altı', 'alt aydınlatma', 'underglow', 'yanıp sönen', 'angel eye'], word: [] },
  siren_strobe: { title: 'Çakar lamba ve siren', prefix: ['çakar', 'siren', 'tepe lamba', 'strobe'], word: [] },
  window_tint_front: { title: 'Ön cam ve ön yan camlara cam filmi', prefix: ['cam film', 'film', 'ön cam', 'ön yan cam', 'cam karart', 'karartma', 'tint', 'füme cam'], word: [] },
  window_tint_rear: { title: 'Arka camlara cam filmi', prefix: ['cam film', 'film', 'arka cam', 'arka yan cam', 'cam karart', 'karartma', 'tint', 'füme cam'], word: [] },
  body_spoiler: { title: 'Spoiler, lip, marşpiyel, difüzör', prefix: ['spoiler', 'rüzgarlık', 'marşpiyel', 'difüzör', 'diffuser', 'splitter', 'wing'], word: ['lip'] },
  body_kit_widebody: { title: 'Body kit, geniş çamurluk (widebody)', prefix: ['body kit', 'bodykit', 'widebody', 'wide body', 'geniş çamurluk', 'çamurluk genişlet', 'kaporta değiş', 'overfender'], word: [] },
  colour_change: { title: 'Renk değişikliği (boya veya tam kaplama)', prefix: ['renk değiş', 'boya', 'kaplama', 'kaplat', 'folyo', 'wrap'], word: [] },
  wrap_partial: { title: 'Kısmi kaplama, şerit, sticker', prefix: ['sticker', 'çıkartma', 'kısmi kaplama', 'tavan kaplama', 'kaput kaplama', 'decal', 'livery'], word: ['şerit'] },
  number_plate: { title: 'Plaka (çerçeve, yazı karakteri, film)', prefix: ['plaka', 'number plate', 'license plate'], word: [] },
  towbar: { title: 'Çeki demiri', prefix: ['çeki demir', 'çeki kanca', 'römork', 'karavan çek', 'towbar', 'tow bar', 'tow hitch'], word: [] },
  roof_rack: { title: 'Tavan barı ve bagajı', prefix: ['tavan bar', 'tavan bagaj', 'portbagaj', 'port bagaj', 'bisiklet taşıyıcı', 'roof rack', 'roof box'], word: [] },
  bull_bar: { title: 'Ön koruma demiri (bull bar)', prefix: ['bull bar', 'bullbar', 'koruma demir', 'kanguru demir'], word: [] },
  seats: { title: 'Koltuk değişimi (kova koltuk, koltuk sökme)', prefix: ['koltuk', 'bucket seat', 'racing seat', 'recaro'], word: [] },
  steering_wheel: { title: 'Hava yastıksız direksiyon simidi', prefix: ['direksiyon', 'simit', 'steering wheel', 'hava yastığ', 'airbag'], word: [] },
  horn: { title: 'Korna', prefix: ['korna', 'klakson'], word: ['horn'] },
  sound_system: { title: 'Ses sistemi', prefix: ['ses sistem', 'hoparlör', 'amfi', 'anfi', 'subwoofer', 'teyp', 'speaker', 'sound system'], word: ['bass'] },
  roll_cage: { title: 'Roll cage (takla kafesi)', prefix: ['roll cage', 'rollcage', 'roll bar', 'rollbar', 'takla kafes', 'kafes'], word: [] },
  interior_trim: { title: 'İç döşeme ve ambiyans aydınlatma', prefix: ['döşeme', 'iç aydınlatma', 'ambiyans', 'ambient', 'torpido kaplama', 'vites topuz', 'koltuk kılıf', 'interior'], word: [] },
};

/** Words that ask whether something is allowed: law, inspection, papers, fines. */
const LEGAL_INTENT = {
  prefix: ['yasal', 'yasak', 'legal', 'illegal', 'kanun', 'mevzuat', 'muayene', 'tüvtürk', 'tadilat', 'ruhsat', 'ceza', 'serbest mi', 'izin', 'geçer mi', 'sorun olur mu', 'sorun çıkar', 'homolog', 'allowed', 'inspection', 'permit'],
  word: ['law', 'polis'],
};

/** The Turkish name of each status, as the guide shows it. */
export const LEGALITY_STATUS_TITLES: Record<LegalityStatus, string> = {
  allowed: 'İzinli',
  project: 'Tadilat projesi ve muayene gerekir',
  forbidden: 'Yasak',
};

/** The table's disclaimer, closing every legality section. */
export const LEGALITY_DISCLAIMER = 'Bu tablo bilgilendirme amaçlıdır, hukuki tavsiye değildir.';

/** Legality sections quote at most this many rules. */
export const MAX_LEGALITY_RULES = 3;

const fold = (text: string) => foldQuestion(text).trim();
const foldedIntent = { prefix: LEGAL_INTENT.prefix.map(fold), word: LEGAL_INTENT.word.map(fold) };
const foldedKeywords = LEGALITY_RULES.map((rule) => {
  const keywords = LEGALITY_KEYWORDS[rule.id];
  return { rule, prefix: (keywords?.prefix ?? []).map(fold), word: (keywords?.word ?? []).map(fold) };
});

/** Keyword hits in a folded question (` text `, as foldQuestion gives it). */
function hits(text: string, keywords: { prefix: string[]; word: string[] }): number {
  let count = 0;
  for (const p of keywords.prefix) if (text.includes(` ${p}`)) count++;
  for (const w of keywords.word) if (text.includes(` ${w} `)) count++;
  return count;
}

/** True when the question asks whether something is legal, passes the inspection, needs papers or is fined. */
export function isLegalityQuestion(question: string): boolean {
  return hits(foldQuestion(question), foldedIntent) > 0;
}

/** The rules a question names, most keyword hits first (ties in table order), at most {@link MAX_LEGALITY_RULES}. */
export function matchLegalityRules(question: string): LegalityRule[] {
  const text = foldQuestion(question);
  return foldedKeywords
    .map((entry, index) => ({ rule: entry.rule, hits: hits(text, entry), index }))
    .filter((entry) => entry.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, MAX_LEGALITY_RULES)
    .map((entry) => entry.rule);
}

/**
 * The rules an answer quotes: those the question names when it asks about legality, or when no
 * knowledge-base topic matched it; otherwise none.
 */
export function legalityRulesFor(question: string, topicsMatched: boolean): LegalityRule[] {
  if (topicsMatched && !isLegalityQuestion(question)) return [];
  return matchLegalityRules(question);
}

const reviewDate = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "28 Kasım 2026" from "2026-11-28". */
function formatReviewDate(date: string): string {
  return reviewDate.format(new Date(`${date}T00:00:00Z`));
}

/** The Turkish name of a category in answers (its id when the table has a category the assistant does not know yet). */
export function legalityTitle(rule: LegalityRule): string {
  return LEGALITY_KEYWORDS[rule.id]?.title ?? rule.id;
}

/**
 * The legality section of an answer (markdown-lite, paragraphs separated by blank lines): a
 * heading, one paragraph per rule — status, condition, source title and address, review date —
 * and the disclaimer. Empty for no rules.
 */
export function legalitySection(rules: readonly LegalityRule[]): string {
  if (rules.length === 0) return '';
  const parts = ['**Yasal durum (Modifiye ve Muayene Rehberi)**'];
  for (const rule of rules) {
    parts.push(
      [
        `**${legalityTitle(rule)}: ${LEGALITY_STATUS_TITLES[rule.status]}**`,
        rule.condition.tr,
        `- Kaynak: ${rule.source.title} — ${rule.source.url}`,
        `- Son kontrol: ${formatReviewDate(rule.reviewedOn)}`,
      ].join('\n'),
    );
  }
  parts.push(`${LEGALITY_DISCLAIMER} Tablonun tamamı sitemizdeki Modifiye ve Muayene Rehberi’nde.`);
  return parts.join('\n\n');
}

/** The sources an answer cites for its rules: each rule's place on the guide. */
export function legalitySources(rules: readonly LegalityRule[]): AssistantSource[] {
  return rules.map((rule) => ({ kind: 'legality', title: legalityTitle(rule), url: legalityRulePath(rule.id) }));
}
