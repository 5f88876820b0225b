/**
 * The assistant's model path against a LOCAL stub of the chat-completions API (a
 * node http server on 127.0.0.1 streaming SSE chunks; nothing leaves the machine): the model's
 * tokens arrive as separate `delta`s in order; the request carries the Turkish system prompt,
 * the garage, the knowledge-base notes and the retrieved passages; an HTTP error, a stream cut
 * mid-answer and a silent model fall back to the offline answer (`fallback`, `done.fallback`).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantStreamEvent } from '@garaj/shared';
import { as, createTestApp, createUser, type TestApp, type TestUser } from '../../../test/helpers.ts';
import { streamModelAnswer, ModelTimeoutError } from './assistant.model.ts';

type StubMode = 'ok' | 'http500' | 'cut' | 'silent';
let mode: StubMode = 'ok';
let lastRequest: { url: string; authorization: string | undefined; body: { model: string; stream: boolean; messages: { role: string; content: string }[] } } | null = null;
const TOKENS = ['Golf', ' için', ' Stage 1', ' önerilir:', ' 2.000–8.000 TL.'];

const chunk = (content: string) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'stub', choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;

function handle(req: IncomingMessage, res: ServerResponse) {
  let raw = '';
  req.on('data', (part: Buffer) => (raw += part.toString('utf8')));
  req.on('end', () => {
    lastRequest = { url: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(raw) };
    if (mode === 'http500') {
      res.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    if (mode === 'silent') return; // never writes: the first-token timeout must fire
    const tokens = mode === 'cut' ? TOKENS.slice(0, 2) : TOKENS;
    for (const token of tokens) res.write(chunk(token));
    if (mode === 'cut') {
      res.socket?.destroy();
      return;
    }
    res.write('data: [DONE]\n\n');
    res.end();
  });
}

let stub: Server;
let baseURL: string;
let t: TestApp;
let member: TestUser;
let golfId: string;

function events(body: string): AssistantStreamEvent[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AssistantStreamEvent);
}
const text = (list: AssistantStreamEvent[]) => list.flatMap((e) => (e.type === 'delta' ? [e.text] : [])).join('');
const ask = (payload: Record<string, unknown>) => as(t.app, member, { method: 'POST', url: '/api/assistant/answers', payload });

beforeAll(async () => {
  stub = createServer(handle);
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
  t = await createTestApp({ AI_BASE_URL: baseURL, AI_API_KEY: 'stub-key', AI_MODEL: 'stub-model' });
  member = await createUser(t.app);
  const res = await as(t.app, member, {
    method: 'POST',
    url: '/api/garages',
    payload: { name: 'Beyaz Şimşek', carBrand: 'Volkswagen', carModel: 'Golf GTI', carYear: 2017, horsepower: 290, engine: '2.0 TSI', modifications: [{ title: 'Stage 1 yazılım', category: 'electronics', cost: 24000 }] },
  });
  golfId = res.json().id as string;
});

afterAll(async () => {
  await t?.close();
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

describe('with a configured model', () => {
  it('streams the model’s tokens as deltas, in order, mode model', async () => {
    mode = 'ok';
    const res = await ask({ question: 'Golf’üme turbo yazılımı yaptırsam?', garageId: golfId });
    expect(res.statusCode).toBe(200);
    const list = events(res.body);
    expect(list[0]).toMatchObject({ type: 'meta', mode: 'model', topics: ['turbo', 'engine'], garage: { id: golfId } });
    expect(list.filter((e) => e.type === 'delta').map((e) => (e as { text: string }).text)).toEqual(TOKENS);
    expect(list.at(-1)).toEqual({ type: 'done', mode: 'model', fallback: false, model: 'stub-model' });
  });

  it('sends the Turkish system prompt, the garage, the knowledge base and the question', async () => {
    mode = 'ok';
    await ask({ question: 'Golf’üme turbo yazılımı yaptırsam?', garageId: golfId });
    expect(lastRequest?.url).toBe('/v1/chat/completions');
    expect(lastRequest?.authorization).toBe('Bearer stub-key');
    expect(lastRequest?.body).toMatchObject({ model: 'stub-model', stream: true });
    const [system, user] = lastRequest!.body.messages;
    expect(system).toMatchObject({ role: 'system' });
    expect(system!.content).toContain('Türkçe');
    expect(system!.content).toContain('HTML kullanma');
    expect(user!.content).toContain('Volkswagen Golf GTI (2017)');
    expect(user!.content).toContain('Motor: 2.0 TSI');
    expect(user!.content).toContain('Stage 1 yazılım (electronics, 24000 TL)');
    expect(user!.content).toContain('Bilgi bankası notları');
    expect(user!.content).toContain('25.000–60.000 TL');
    expect(user!.content).toContain('Soru: Golf’üme turbo yazılımı yaptırsam?');
  });

  it('falls back to the offline answer when the model answers with an error', async () => {
    mode = 'http500';
    const list = events((await ask({ question: 'turbo kaça olur?' })).body);
    expect(list[0]).toMatchObject({ type: 'meta', mode: 'model' });
    expect(list[1]).toEqual({ type: 'fallback' });
    expect(text(list)).toContain('25.000–60.000 TL');
    expect(list.at(-1)).toEqual({ type: 'done', mode: 'offline', fallback: true, model: null });
  });

  it('falls back when the stream breaks mid-answer: the offline text follows the fallback event', async () => {
    mode = 'cut';
    const list = events((await ask({ question: 'turbo kaça olur?' })).body);
    const fallbackAt = list.findIndex((e) => e.type === 'fallback');
    expect(fallbackAt).toBeGreaterThan(0);
    expect(text(list.slice(fallbackAt))).toContain('25.000–60.000 TL');
    expect(list.at(-1)).toEqual({ type: 'done', mode: 'offline', fallback: true, model: null });
  });

  it('times out a silent model', async () => {
    mode = 'silent';
    const pieces: string[] = [];
    const run = async () => {
      for await (const piece of streamModelAnswer({ baseURL, apiKey: 'k', model: 'm', timeouts: { firstTokenMs: 200 } }, { system: 's', user: 'u' }, new AbortController().signal)) pieces.push(piece);
    };
    await expect(run()).rejects.toBeInstanceOf(ModelTimeoutError);
    expect(pieces).toEqual([]);
  });
});
