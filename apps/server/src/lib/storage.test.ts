import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Storage, StorageKeyError, createLocalStorage, createS3Storage } from './storage.ts';

async function readBody(body: NodeJS.ReadableStream | Buffer): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

async function getText(storage: Storage, key: string): Promise<string | null> {
  const obj = await storage.get(key);
  return obj ? (await readBody(obj.body)).toString('utf8') : null;
}

const BAD_KEYS = [
  '',
  '../escape.webp',
  'images/../../escape.webp',
  'images/..',
  '..',
  '/etc/passwd',
  'images//x.webp',
  'images/x.webp/',
  'images\\..\\x.webp',
  '.hidden',
  'images/.x.webp.tmp',
  'images/a b.webp',
  'images/\0.webp',
];

/** The same behaviour is expected from both drivers. */
function storageContract(name: string, make: () => Storage) {
  describe(`${name}: contract`, () => {
    let storage: Storage;
    beforeEach(() => {
      storage = make();
    });

    it('puts and gets an object with its content type and size', async () => {
      const id = randomUUID();
      const data = Buffer.from('RIFF....WEBPdata');
      await storage.put(`images/${id}/320.webp`, data, 'image/webp');
      const obj = await storage.get(`images/${id}/320.webp`);
      expect(obj).not.toBeNull();
      expect(obj!.contentType).toBe('image/webp');
      expect(obj!.size).toBe(data.length);
      expect((await readBody(obj!.body)).equals(data)).toBe(true);
    });

    it('overwrites an existing key', async () => {
      await storage.put('images/same/320.webp', Buffer.from('one'), 'image/webp');
      await storage.put('images/same/320.webp', Buffer.from('two'), 'image/webp');
      expect(await getText(storage, 'images/same/320.webp')).toBe('two');
    });

    it('returns null for a missing key', async () => {
      expect(await storage.get(`images/${randomUUID()}/320.webp`)).toBeNull();
    });

    it('deleteMany deletes the given keys and ignores missing ones', async () => {
      const id = randomUUID();
      await storage.put(`images/${id}/320.webp`, Buffer.from('a'), 'image/webp');
      await storage.put(`images/${id}/640.webp`, Buffer.from('b'), 'image/webp');
      await storage.deleteMany([
        `images/${id}/320.webp`,
        `images/${id}/missing.webp`,
        `images/${randomUUID()}/1.webp`,
      ]);
      expect(await storage.get(`images/${id}/320.webp`)).toBeNull();
      expect(await getText(storage, `images/${id}/640.webp`)).toBe('b');
      await storage.deleteMany([]);
    });

    it('deletePrefix removes all variants of one image and nothing else', async () => {
      const a = randomUUID();
      const b = randomUUID();
      for (const w of [320, 640, 1280]) {
        await storage.put(`images/${a}/${w}.webp`, Buffer.from(`a${w}`), 'image/webp');
        await storage.put(`images/${b}/${w}.webp`, Buffer.from(`b${w}`), 'image/webp');
      }
      await storage.deletePrefix(`images/${a}/`);
      for (const w of [320, 640, 1280]) {
        expect(await storage.get(`images/${a}/${w}.webp`)).toBeNull();
        expect(await getText(storage, `images/${b}/${w}.webp`)).toBe(`b${w}`);
      }
      await storage.deletePrefix(`images/${randomUUID()}/`); // nothing there: no error
    });

    it('deletePrefix uses string-prefix semantics', async () => {
      await storage.put('avatars/ab/1.webp', Buffer.from('1'), 'image/webp');
      await storage.put('avatars/abc/1.webp', Buffer.from('2'), 'image/webp');
      await storage.put('avatars/b/1.webp', Buffer.from('3'), 'image/webp');
      await storage.deletePrefix('avatars/ab');
      expect(await storage.get('avatars/ab/1.webp')).toBeNull();
      expect(await storage.get('avatars/abc/1.webp')).toBeNull();
      expect(await getText(storage, 'avatars/b/1.webp')).toBe('3');
    });

    it('refuses invalid keys and prefixes', async () => {
      for (const key of BAD_KEYS) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
          StorageKeyError,
        );
        await expect(storage.get(key), key).rejects.toThrow(StorageKeyError);
        await expect(storage.deleteMany(['images/ok.webp', key]), key).rejects.toThrow(
          StorageKeyError,
        );
      }
      for (const prefix of [
        '',
        '/',
        '../',
        '../images/',
        '/images/',
        'images/../',
        'images/..',
        '.',
      ]) {
        await expect(storage.deletePrefix(prefix), prefix).rejects.toThrow(StorageKeyError);
      }
    });
  });
}

describe('local storage', () => {
  let root: string;
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'garaj-storage-'));
    root = path.join(parent, 'uploads');
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  storageContract('local', () => createLocalStorage(root));

  it('writes files below rootDir, creating directories, and leaves no temporary files', async () => {
    const storage = createLocalStorage(root);
    await storage.put('images/abc/320.webp', Buffer.from('data'), 'image/webp');
    expect(await readFile(path.join(root, 'images/abc/320.webp'), 'utf8')).toBe('data');
    expect(await readdir(path.join(root, 'images/abc'))).toEqual(['320.webp']);
  });

  it('derives the content type from the extension', async () => {
    const storage = createLocalStorage(root);
    await storage.put('x/a.jpg', Buffer.from('1'), 'image/jpeg');
    await storage.put('x/b.bin', Buffer.from('1'), 'application/octet-stream');
    expect((await storage.get('x/a.jpg'))!.contentType).toBe('image/jpeg');
    expect((await storage.get('x/b.bin'))!.contentType).toBe('application/octet-stream');
  });

  it('returns small files as a Buffer and large ones as a stream', async () => {
    const storage = createLocalStorage(root);
    const big = Buffer.alloc(3 * 1024 * 1024, 7);
    await storage.put('x/small.webp', Buffer.from('small'), 'image/webp');
    await storage.put('x/big.webp', big, 'image/webp');
    const small = await storage.get('x/small.webp');
    expect(Buffer.isBuffer(small!.body)).toBe(true);
    const large = await storage.get('x/big.webp');
    expect(Buffer.isBuffer(large!.body)).toBe(false);
    expect(large!.size).toBe(big.length);
    expect((await readBody(large!.body)).equals(big)).toBe(true);
  });

  it('returns null for a directory', async () => {
    const storage = createLocalStorage(root);
    await storage.put('images/abc/320.webp', Buffer.from('data'), 'image/webp');
    expect(await storage.get('images/abc')).toBeNull();
    expect(await storage.get('images/abc/320.webp/deeper')).toBeNull();
  });

  it('never writes outside rootDir', async () => {
    const storage = createLocalStorage(root);
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      StorageKeyError,
    );
    await expect(storage.put('/tmp/escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      StorageKeyError,
    );
    expect(existsSync(path.join(parent, 'escape.webp'))).toBe(false);
    await expect(storage.deletePrefix('../')).rejects.toThrow(StorageKeyError);
  });

  it('concurrent writes to one key leave one complete version', async () => {
    const storage = createLocalStorage(root);
    const versions = ['a', 'b', 'c', 'd'].map((c) => Buffer.alloc(256 * 1024, c));
    await Promise.all(versions.map((v) => storage.put('images/race/1280.webp', v, 'image/webp')));
    const stored = await readBody((await storage.get('images/race/1280.webp'))!.body);
    expect(versions.some((v) => v.equals(stored))).toBe(true);
    expect(await readdir(path.join(root, 'images/race'))).toEqual(['1280.webp']);
  });
});

/**
 * A minimal in-process S3 (path-style): PutObject, GetObject, ListObjectsV2 (3 keys per page,
 * to exercise pagination) and DeleteObjects. No real S3 is reachable from the tests.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const deleteBatchSizes: number[] = [];
  const failingKeys = new Set<string>();
  const xml = (s: string) => `<?xml version="1.0" encoding="UTF-8"?>${s}`;

  async function body(req: IncomingMessage): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  }

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url!, 'http://localhost');
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucket !== 'garaj') {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(xml('<Error><Code>NoSuchBucket</Code><Message>no bucket</Message></Error>'));
      return;
    }
    if (req.method === 'PUT' && key) {
      objects.set(key, { body: await body(req), contentType: String(req.headers['content-type']) });
      res.writeHead(200, { etag: '"x"' });
      res.end();
    } else if (req.method === 'GET' && key) {
      const obj = objects.get(key);
      if (!obj) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          xml(`<Error><Code>NoSuchKey</Code><Message>missing</Message><Key>${key}</Key></Error>`),
        );
        return;
      }
      res.writeHead(200, { 'content-type': obj.contentType, 'content-length': obj.body.length });
      res.end(obj.body);
    } else if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const after = url.searchParams.get('continuation-token') ?? '';
      const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
      const page = matching.slice(0, 3);
      const truncated = matching.length > page.length;
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        xml(
          `<ListBucketResult><Name>garaj</Name><Prefix>${prefix}</Prefix><KeyCount>${page.length}</KeyCount>` +
            `<IsTruncated>${truncated}</IsTruncated>` +
            (truncated
              ? `<NextContinuationToken>${page[page.length - 1]}</NextContinuationToken>`
              : '') +
            page.map((k) => `<Contents><Key>${k}</Key><Size>1</Size></Contents>`).join('') +
            `</ListBucketResult>`,
        ),
      );
    } else if (req.method === 'POST' && url.searchParams.has('delete')) {
      const keys = [...(await body(req)).toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map(
        (m) => m[1]!,
      );
      deleteBatchSizes.push(keys.length);
      const errors: string[] = [];
      for (const k of keys) {
        if (failingKeys.has(k))
          errors.push(
            `<Error><Key>${k}</Key><Code>AccessDenied</Code><Message>no</Message></Error>`,
          );
        else objects.delete(k);
      }
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(xml(`<DeleteResult>${errors.join('')}</DeleteResult>`));
    } else {
      res.writeHead(400);
      res.end();
    }
  };
  const server: Server = createServer((req, res) => void serve(req, res));
  return { server, objects, deleteBatchSizes, failingKeys };
}

describe('S3 storage (against an in-process fake S3)', () => {
  const fake = fakeS3();
  let endpoint = '';
  const make = (bucket = 'garaj') =>
    createS3Storage({
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });

  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });
  beforeEach(() => {
    fake.objects.clear();
    fake.deleteBatchSizes.length = 0;
    fake.failingKeys.clear();
  });

  storageContract('s3', () => make());

  it('sends the content type given to put', async () => {
    await make().put('images/x/320.webp', Buffer.from('x'), 'image/webp');
    expect(fake.objects.get('images/x/320.webp')?.contentType).toBe('image/webp');
  });

  it('deleteMany sends batches of at most 1000 keys', async () => {
    const keys = Array.from({ length: 2500 }, (_, i) => `images/${i}/320.webp`);
    await make().deleteMany(keys);
    expect(fake.deleteBatchSizes).toEqual([1000, 1000, 500]);
  });

  it('deletePrefix follows list pagination', async () => {
    const storage = make();
    for (let i = 0; i < 8; i++)
      await storage.put(`images/many/${i}.webp`, Buffer.from('x'), 'image/webp');
    await storage.put('images/other/1.webp', Buffer.from('x'), 'image/webp');
    await storage.deletePrefix('images/many/');
    expect([...fake.objects.keys()]).toEqual(['images/other/1.webp']);
    expect(fake.deleteBatchSizes).toEqual([3, 3, 2]);
  });

  it('reports per-key delete failures', async () => {
    fake.failingKeys.add('images/locked/1.webp');
    await expect(make().deleteMany(['images/locked/1.webp'])).rejects.toThrow(/AccessDenied/);
  });

  it('does not hide other errors as "not found"', async () => {
    // A missing bucket is a configuration error, not a missing object.
    await expect(make('other-bucket').get('images/x/320.webp')).rejects.toThrow();
  });
});
