/**
 * The offline answer (decision 010): the knowledge base's sections for the matched
 * topics (at most {@link MAX_TOPIC_SECTIONS}), shaped by the member's garage — vehicle type
 * (motorcycle text for motorcycles), engine (an already turbocharged engine gets stage-tuning
 * advice instead of a turbo kit), power (a rough estimate of the gain, HP), year and the
 * modifications already fitted — or the help text listing the topics when no topic matched.
 * A legality question first quotes the matched rules of the legality table
 * (assistant.legality.ts). Turkish, markdown-lite (paragraphs, `- ` bullets, `**bold**`).
 */
import { formatTl, type AssistantTopic, type LegalityRule } from '@garaj/shared';
import { HELP_TEXT, knowledgeOf, LEGAL_DISCLAIMER, topicsOfModification } from './assistant.knowledge.ts';
import { legalitySection } from './assistant.legality.ts';

/** The member's garage as the answer uses it (assistant.queries.ts `selectGarageContext`). */
export interface GarageContext {
  id: string;
  name: string;
  vehicleType: 'car' | 'motorcycle';
  brand: string;
  model: string;
  year: number | null;
  /** HP. */
  horsepower: number | null;
  /** Nm. */
  torque: number | null;
  engine: string | null;
  fuelType: string | null;
  modifications: { title: string; category: string; brand: string | null; cost: number | null }[];
}

/** Topic sections an offline answer holds at most. */
export const MAX_TOPIC_SECTIONS = 2;

/** Engine names that mean a turbocharged (or supercharged) engine: TSI, TFSI, TDI, EcoBoost, 1.4T… */
const TURBO_ENGINE = /turbo|kompres|supercharg|\b(t?fsi|tsi|tdi|tce|dci|crdi|hdi|bluehdi|multijet|jtd|jtdm|ecoboost|t-?gdi|thp|tjet|t-jet|cdi|d-4d|skyactiv-d)\b|\d[.,]\d\s?t\b/i;

/** "Volkswagen Golf GTI (2017)". */
export function garageLabel(garage: Pick<GarageContext, 'brand' | 'model' | 'year'>): string {
  return `${garage.brand} ${garage.model}${garage.year ? ` (${garage.year})` : ''}`;
}

/** True when the garage's engine or modifications say it already breathes through a turbo or compressor. */
export function isForcedInduction(garage: GarageContext): boolean {
  if (garage.engine && TURBO_ENGINE.test(garage.engine)) return true;
  if (garage.vehicleType === 'car' && garage.fuelType === 'diesel') return true;
  return garage.modifications.some((m) => /turbo|intercooler|kompres|supercharg|stage|downpipe/i.test(m.title));
}

/**
 * The topics the answer covers: the matched ones, plus engine tuning when a turbo question is
 * asked about an engine that already has one.
 */
export function answerTopics(matched: AssistantTopic[], garage: GarageContext | null): AssistantTopic[] {
  const topics = [...matched];
  if (garage && topics[0] === 'turbo' && isForcedInduction(garage) && !topics.includes('engine')) topics.splice(1, 0, 'engine');
  return topics.slice(0, MAX_TOPIC_SECTIONS);
}

const range = (low: number, high: number) => `${Math.round(low / 5) * 5}–${Math.round(high / 5) * 5} HP`;

/** What the garage changes about one topic's advice: bullet lines (may be empty). */
export function garageNotes(topic: AssistantTopic, garage: GarageContext): string[] {
  const notes: string[] = [];
  const moto = garage.vehicleType === 'motorcycle';
  const forced = isForcedInduction(garage);
  const hp = garage.horsepower;
  if (topic === 'turbo') {
    if (forced && !moto) {
      notes.push(`Motorunuz${garage.engine ? ` (${garage.engine})` : ''} zaten aşırı beslemeli: turbo kit yerine Stage 1–3 yazılım ve destek parçaları (downpipe, intercooler) daha mantıklıdır; ECU yazılımı Stage 1–3 için 2.000–20.000 TL hesaplayın.`);
      if (hp) notes.push(`Stage 1 yazılımla ${hp} HP’den kabaca ${range(hp * 1.12, hp * 1.25)} civarı beklenir; daha büyük turbo (Stage 3) ile daha fazlası mümkündür ama şanzıman ve debriyaj sınırına dikkat edin.`);
    } else if (!moto) {
      notes.push('Motorunuz atmosferik görünüyor: turbo kit uygulanabilir ama sıkıştırma oranı, piston ve biyel dayanımı kontrol edilmelidir.');
      if (hp) notes.push(`Düşük basınçlı (0,4–0,6 bar) bir kitle ${hp} HP’den kabaca ${range(hp * 1.3, hp * 1.5)} civarı hedeflenebilir.`);
    }
  }
  if (topic === 'engine' && hp) {
    if (moto) notes.push(`${hp} HP’lik motorunuzda egzoz, filtre ve harita ayarıyla yüzde 5–10 (kabaca ${range(hp * 1.05, hp * 1.1)}) beklenebilir.`);
    else if (forced) notes.push(`Turbolu motorunuzda Stage 1 ile ${hp} HP’den kabaca ${range(hp * 1.12, hp * 1.25)}, Stage 2 ile ${range(hp * 1.2, hp * 1.35)} civarı beklenir; kesin sonuç dyno ölçümüyle görülür.`);
    else notes.push(`Atmosferik motorunuzda yalnız yazılım ${hp} HP’ye yüzde 3–8 ekler (kabaca ${range(hp * 1.03, hp * 1.08)}); büyük kazanç için turbo veya kompresör gerekir.`);
  }
  if (topic === 'engine' && garage.year && garage.year < 2000) {
    notes.push(`${garage.year} model bir araçta ECU yazılım seçenekleri sınırlıdır; piggyback modül ya da mekanik ayar gerekebilir.`);
  }
  if ((topic === 'brakes' || topic === 'wheels') && hp && hp >= (moto ? 120 : 250)) {
    notes.push(`${hp} HP’lik bir araçta ${topic === 'brakes' ? 'fren yükseltmesi, özellikle pist kullanımında, öncelikli olmalıdır' : 'yüksek hız endeksli performans lastikleri tercih edin'}.`);
  }
  const fitted = garage.modifications.filter((m) => topicsOfModification(m).includes(topic));
  if (fitted.length) {
    const list = fitted
      .slice(0, 4)
      .map((m) => `${m.title}${m.brand ? ` (${m.brand}${m.cost ? `, ${formatTl(m.cost)}` : ''})` : m.cost ? ` (${formatTl(m.cost)})` : ''}`)
      .join(', ');
    notes.push(`Garajınızda bu konuda zaten şunlar var: ${list}. Yeni parçayı bunlarla uyumlu seçin${topic === 'exhaust' ? '; mevcut egzozunuzun belgelerini muayene ve yol kontrolü için saklayın' : ''}.`);
  }
  return notes;
}

/** One topic's section of the offline answer. */
function topicSection(topic: AssistantTopic, garage: GarageContext | null): string {
  const entry = knowledgeOf(topic);
  const text = garage?.vehicleType === 'motorcycle' ? entry.motorcycle : entry.car;
  const lines: string[] = [`**${entry.title}**`, text.what];
  const notes = garage ? garageNotes(topic, garage) : [];
  if (notes.length) lines.push('', `**${garage!.vehicleType === 'motorcycle' ? 'Motosikletinize' : 'Aracınıza'} göre**`, ...notes.map((n) => `- ${n}`));
  lines.push('', '**Fiyatlar (2025, yaklaşık)**', ...text.prices.map((p) => `- ${p}`));
  lines.push('', `**Süre:** ${text.time}`);
  lines.push('', '**İpuçları**', ...text.tips.map((t) => `- ${t}`));
  lines.push('', '**Yasal notlar (Türkiye)**', ...entry.legal.map((l) => `- ${l}`));
  return lines.join('\n');
}

/**
 * The offline answer for `topics` (already from {@link answerTopics}) and the legality `rules`
 * the question names (quoted first); the help text when both are empty. The paragraphs are
 * separated by blank lines (the route streams one per chunk).
 */
export function composeOfflineAnswer(topics: AssistantTopic[], garage: GarageContext | null, hasSources: boolean, rules: readonly LegalityRule[] = []): string {
  const parts: string[] = [];
  if (garage) {
    const kind = garage.vehicleType === 'motorcycle' ? 'motosikletiniz' : 'aracınız';
    const specs = [garage.horsepower ? `${garage.horsepower} HP` : null, garage.engine].filter(Boolean).join(', ');
    parts.push(`Garajınızdaki ${kind} **${garageLabel(garage)}**${specs ? ` (${specs})` : ''} için cevaplıyorum.`);
  }
  if (rules.length) parts.push(legalitySection(rules));
  if (!topics.length) {
    if (!rules.length) parts.push(HELP_TEXT);
    if (hasSources) parts.push('Sitemizde sorunuzla ilgili olabilecek içerikler aşağıda.');
    return parts.join('\n\n');
  }
  for (const topic of topics) parts.push(topicSection(topic, garage));
  if (hasSources) parts.push('Konuyla ilgili topluluğumuzun yazıları ve kabul edilmiş cevapları aşağıdaki kaynaklarda.');
  parts.push(LEGAL_DISCLAIMER);
  return parts.join('\n\n');
}
