/**
 * A small Server-Sent Events reader for tests: `app.inject` cannot hold a stream open, so these
 * tests listen on a real port and read `GET /api/events` with node:http.
 */
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  id: string | undefined;
  data: unknown;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Every event received so far (comments excluded). */
  events: SseEvent[];
  /** Raw text received so far (comments included). */
  text(): string;
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor(predicate: (event: SseEvent) => boolean): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The base URL of an app listening on a free port (listens if needed). */
export async function listenOnce(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const a = app.server.address();
  if (!a || typeof a !== 'object') throw new Error('not listening');
  return `http://127.0.0.1:${a.port}`;
}

/** Opens an event stream; resolves once the response head arrived. */
export function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      let raw = '';
      let buffer = '';
      const events: SseEvent[] = [];
      const waiters: { predicate: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
      let resolveEnded!: () => void;
      const ended = new Promise<void>((r) => (resolveEnded = r));
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let index: number;
        while ((index = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, index);
          buffer = buffer.slice(index + 2);
          let event = 'message';
          let id: string | undefined;
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event = value;
            else if (field === 'id') id = value;
            else if (field === 'data') data.push(value);
          }
          if (!data.length) continue;
          const text = data.join('\n');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          const received = { event, id, data: parsed };
          events.push(received);
          for (const w of [...waiters]) {
            if (w.predicate(received)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(received);
            }
          }
        }
      });
      response.on('end', () => resolveEnded());
      response.on('close', () => resolveEnded());
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        text: () => raw,
        waitFor(predicate) {
          const hit = events.find(predicate);
          if (hit) return Promise.resolve(hit);
          return new Promise((r) => waiters.push({ predicate, resolve: r }));
        },
        ended,
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
