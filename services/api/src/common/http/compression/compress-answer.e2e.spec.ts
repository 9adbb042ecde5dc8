import assert from 'node:assert/strict';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { rawGet } from '../../../testing/raw-get.js';
import { compressAnswer } from './compress-answer.js';
import { decodeBody } from './decode-body.js';

/** Text that does not compress to nothing, so that a streamed answer is many compressed chunks. */
function text(bytes: number, seed: number): string {
  let out = '';
  let x = seed;
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += `row ${x.toString(36)},${(x % 977).toString()}\n`;
  }
  return out.slice(0, bytes);
}

const STREAMED = text(4 * 1024 * 1024, 7);
const PAGE = text(20_000, 11);

/** Writes a long answer in 16 KiB pieces, waiting for 'drain' whenever write says so, as a stream's pipe does. */
async function writeStreamed(res: ServerResponse): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  for (let at = 0; at < STREAMED.length; at += 16_384) {
    if (!res.write(STREAMED.slice(at, at + 16_384))) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** The server-sent events answer in flight, told by the client when to send its second event. */
let events: ServerResponse | null = null;

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void | Promise<void>> = {
  '/streamed': (_req, res) => writeStreamed(res),
  '/page': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(PAGE);
  },
  '/head-given': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(JSON.stringify({ page: PAGE })) });
    res.end(JSON.stringify({ page: PAGE }));
  },
  '/small': (_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
  },
  '/image': (_req, res) => {
    res.setHeader('Content-Type', 'image/jpeg');
    res.end(Buffer.alloc(50_000, 1));
  },
  '/no-transform': (_req, res) => {
    res.setHeader('Content-Type', 'text/plain');
    res.setHeader('Cache-Control', 'no-transform');
    res.end(PAGE);
  },
  '/events': (_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write(`data: ${'x'.repeat(2000)}\n\n`);
    // The second event only once the client has read the first: it must not sit in a compressor.
    events = res;
  },
};

describe('compressing answers on their way out', () => {
  let server: Server;
  let baseUrl: string;
  before(async () => {
    server = createServer((req, res) => {
      compressAnswer(req, res);
      void routes[req.url ?? '']!(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('compresses an answer written in pieces, of unknown length, as it streams, with backpressure', async () => {
    for (const coding of ['br', 'gzip']) {
      const answer = await rawGet(baseUrl, '/streamed', { 'accept-encoding': coding });
      assert.equal(answer.headers['content-encoding'], coding);
      assert.equal(answer.headers['transfer-encoding'], 'chunked');
      assert.equal(answer.headers.vary, 'Accept-Encoding');
      assert.ok(answer.body.length < STREAMED.length / 2, `${coding}: ${answer.body.length} bytes`);
      assert.equal(decodeBody(answer.body, coding).toString('utf8'), STREAMED);
    }
    const plain = await rawGet(baseUrl, '/streamed');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.vary, 'Accept-Encoding', 'the answer depends on Accept-Encoding for everyone');
    assert.equal(plain.body.toString('utf8'), STREAMED);
  });

  it('compresses a whole answer, also when its headers came with writeHead, dropping the Content-Length', async () => {
    const page = await rawGet(baseUrl, '/page', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(page.headers['content-encoding'], 'br');
    assert.equal(decodeBody(page.body, 'br').toString('utf8'), PAGE);
    const given = await rawGet(baseUrl, '/head-given', { 'accept-encoding': 'gzip' });
    assert.equal(given.headers['content-encoding'], 'gzip');
    assert.equal(given.headers['content-length'], undefined);
    assert.deepEqual(JSON.parse(decodeBody(given.body, 'gzip').toString('utf8')), { page: PAGE });
  });

  it('leaves small answers, images, no-transform answers and HEAD requests as they are', async () => {
    const small = await rawGet(baseUrl, '/small', { 'accept-encoding': 'br' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.headers['content-length'], '11');
    assert.equal(small.body.toString('utf8'), '{"ok":true}');
    const image = await rawGet(baseUrl, '/image', { 'accept-encoding': 'br' });
    assert.equal(image.headers['content-encoding'], undefined);
    assert.equal(image.headers.vary, undefined);
    assert.equal(image.body.length, 50_000);
    const kept = await rawGet(baseUrl, '/no-transform', { 'accept-encoding': 'br' });
    assert.equal(kept.headers['content-encoding'], undefined);
    assert.equal(kept.body.toString('utf8'), PAGE);
    const head = await rawGet(baseUrl, '/page', { 'accept-encoding': 'br' }, 'HEAD');
    assert.equal(head.headers['content-encoding'], undefined);
  });

  it('sends server-sent events as they are written', async () => {
    const { hostname, port } = new URL(baseUrl);
    const received = await new Promise<string>((resolve, reject) => {
      const req = request({ hostname, port, path: '/events', headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
        assert.equal(res.headers['content-encoding'], undefined);
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.endsWith('\n\n') && !body.includes('done')) events!.end('data: done\n\n');
        });
        res.on('end', () => resolve(body));
      });
      req.on('error', reject);
      req.end();
    });
    assert.match(received, /^data: x{2000}\n\ndata: done\n\n$/);
  });
});
