/**
 * A local push service for tests: a plain HTTP server on 127.0.0.1 that records every request a
 * push sender makes (method, path, headers, body size) and answers 201 — or the status set for a
 * path. And a fake browser's subscription: a real P-256 key pair and auth secret (what a browser
 * generates), so web-push can encrypt for it; nothing here decrypts.
 */
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the push service received. */
export interface PushRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

export interface PushServiceStub {
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  requests: PushRequest[];
  /** Requests to one endpoint (its path). */
  requestsTo(endpoint: string): PushRequest[];
  /** Answers `status` to every later request to `endpoint` (default 201). */
  answer(endpoint: string, status: number): void;
  /** A new device of a fake browser: `{ endpoint, keys: { p256dh, auth } }` as `PushSubscription.toJSON()`. */
  subscription(): { endpoint: string; keys: { p256dh: string; auth: string } };
  close(): Promise<void>;
}

/** Starts the stub on a free port of 127.0.0.1. */
export async function startPushService(): Promise<PushServiceStub> {
  const requests: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let bodyBytes = 0;
    request.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    request.on('end', () => {
      const path = request.url ?? '/';
      requests.push({ method: request.method ?? '', path, headers: request.headers, bodyBytes });
      response.writeHead(statuses.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    origin,
    requests,
    requestsTo: (endpoint) => requests.filter((r) => r.path === pathOf(endpoint)),
    answer: (endpoint, status) => void statuses.set(pathOf(endpoint), status),
    subscription() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        endpoint: `${origin}/push/${randomUUID()}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
