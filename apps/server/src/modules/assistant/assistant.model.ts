/**
 * The optional model (decision 010): an OpenAI-compatible chat-completions endpoint
 * through the official `openai` client (`AI_BASE_URL`, `AI_API_KEY`, `AI_MODEL`), streamed.
 * It gets a Turkish system prompt, the member's garage, the matched knowledge-base topics
 * (the offline answer) and the retrieved site passages, then the question. Failures — an
 * HTTP error, a broken stream, no first token within {@link MODEL_FIRST_TOKEN_TIMEOUT_MS}, a
 * pause longer than {@link MODEL_IDLE_TIMEOUT_MS}, or more than {@link MODEL_TOTAL_TIMEOUT_MS}
 * in all — are thrown to the caller, which falls back to the offline answer.
 */
import OpenAI from 'openai';
import type { Passage } from './assistant.queries.ts';
import { garageLabel, type GarageContext } from './assistant.offline.ts';

/** ms until the model's first token. */
export const MODEL_FIRST_TOKEN_TIMEOUT_MS = 20_000;
/** ms the stream may pause between tokens. */
export const MODEL_IDLE_TIMEOUT_MS = 15_000;
/** ms for the whole answer. */
export const MODEL_TOTAL_TIMEOUT_MS = 90_000;
/** Tokens the model may write. */
const MAX_TOKENS = 900;

export interface ModelConfig {
  baseURL: string;
  apiKey: string | undefined;
  model: string;
  /** Overrides of the timeouts above (tests). */
  timeouts?: { firstTokenMs?: number; idleMs?: number; totalMs?: number };
}

/** The Turkish system prompt: role, language, sources only, TL, legal caution, no HTML. */
export const SYSTEM_PROMPT = [
  'Sen Garaj topluluğunun modifikasyon asistanısın. Otomobil ve motosiklet modifikasyonu sorularını her zaman Türkçe yanıtla.',
  'Yanıtını verilen bilgi bankası notlarına, sitedeki kaynak parçalarına ve üyenin garaj bilgisine dayandır; bilmediğin bir şeyi uydurma, emin değilsen söyle.',
  'Fiyatları Türk lirası (TL) aralıkları olarak, süreleri gün veya saat olarak ver. Üyenin aracının markasını, modelini, yılını, gücünü ve mevcut modifikasyonlarını dikkate al.',
  'Türkiye’deki yasal durumu (TÜVTÜRK muayenesi, tadilat projesi, ruhsata işlenme) genel bilgi olarak anlat ve bunun hukuki görüş olmadığını belirt.',
  'Notlarda “Yasal durum (Modifiye ve Muayene Rehberi)” bölümü varsa her kuralın durumunu, koşulunu ve kaynağını (başlık ve adres) değiştirmeden aktar ve tablonun hukuki tavsiye olmadığını söyle.',
  'HTML kullanma. Düz metin yaz; başlıklar için **kalın**, listeler için satır başında "- " kullanabilirsin. En fazla 250 kelime yaz.',
].join('\n');

/** The user message: garage, knowledge base notes, passages, question. */
export function buildUserMessage(question: string, garage: GarageContext | null, knowledge: string, passages: Passage[]): string {
  const parts: string[] = [];
  if (garage) {
    const mods = garage.modifications.map((m) => `${m.title} (${m.category}${m.cost ? `, ${m.cost} TL` : ''})`).join('; ');
    parts.push(
      [
        `Üyenin garajı: ${garage.name} — ${garageLabel(garage)}, ${garage.vehicleType === 'motorcycle' ? 'motosiklet' : 'otomobil'}`,
        garage.engine ? `Motor: ${garage.engine}` : null,
        garage.horsepower ? `Güç: ${garage.horsepower} HP` : null,
        garage.torque ? `Tork: ${garage.torque} Nm` : null,
        garage.fuelType ? `Yakıt: ${garage.fuelType}` : null,
        `Mevcut modifikasyonlar: ${mods || 'yok'}`,
      ]
        .filter(Boolean)
        .join('\n'),
    );
  } else {
    parts.push('Üye bir garaj seçmedi.');
  }
  parts.push(`Bilgi bankası notları:\n${knowledge}`);
  if (passages.length) {
    parts.push(`Sitedeki kaynaklar:\n${passages.map((p, i) => `[${i + 1}] ${p.title} (${p.url})\n${p.text}`).join('\n\n')}`);
  }
  parts.push(`Soru: ${question}`);
  return parts.join('\n\n');
}

/** Thrown when the model stays silent too long. */
export class ModelTimeoutError extends Error {
  override readonly name = 'ModelTimeoutError';
}

/**
 * Streams the model's answer as text pieces. Throws on any failure (see the module comment);
 * `signal` (the client went away) aborts the request.
 */
export async function* streamModelAnswer(config: ModelConfig, messages: { system: string; user: string }, signal: AbortSignal): AsyncGenerator<string> {
  const firstTokenMs = config.timeouts?.firstTokenMs ?? MODEL_FIRST_TOKEN_TIMEOUT_MS;
  const idleMs = config.timeouts?.idleMs ?? MODEL_IDLE_TIMEOUT_MS;
  const totalMs = config.timeouts?.totalMs ?? MODEL_TOTAL_TIMEOUT_MS;
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort, { once: true });
  let timedOut = false;
  let idle = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, firstTokenMs);
  const total = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, totalMs);
  try {
    const client = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey || 'not-needed', maxRetries: 0, timeout: totalMs });
    const stream = await client.chat.completions.create(
      {
        model: config.model,
        stream: true,
        max_tokens: MAX_TOKENS,
        temperature: 0.3,
        messages: [
          { role: 'system', content: messages.system },
          { role: 'user', content: messages.user },
        ],
      },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (!text) continue;
      clearTimeout(idle);
      idle = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, idleMs);
      yield text;
    }
  } catch (error) {
    if (timedOut) throw new ModelTimeoutError('model timed out');
    throw error;
  } finally {
    clearTimeout(idle);
    clearTimeout(total);
    signal.removeEventListener('abort', abort);
  }
}
