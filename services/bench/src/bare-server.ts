import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One answer of the API as captured, which a bare server can send byte for byte. */
export interface CapturedAnswer {
  status: number;
  contentType: string;
  bytes: Buffer;
  /** Headers that say how the answer may be cached (null: not sent). */
  etag: string | null;
  cacheControl: string | null;
  /** An `X-Cache`-like header (X-Cache, Age, CF-Cache-Status...), as `name: value`; null when none was sent. */
  cacheHeader: string | null;
}

const CACHE_HEADERS = ['x-cache', 'x-cache-status', 'cf-cache-status', 'age'];

/** One GET of the API, its bytes kept as they came. */
export async function captureAnswer(url: string, headers: Record<string, string> = {}): Promise<CapturedAnswer> {
  const res = await fetch(url, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const cacheHeader = CACHE_HEADERS.find((name) => res.headers.has(name));
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    bytes,
    etag: res.headers.get('etag'),
    cacheControl: res.headers.get('cache-control'),
    cacheHeader: cacheHeader ? `${cacheHeader}: ${res.headers.get(cacheHeader)}` : null,
  };
}

/**
 * A bare Node http server answering 200 with the captured bytes and Content-Type: by the request's
 * path and query when given a map (an unknown one gets the first answer), else always the same.
 */
export async function startBareServer(answers: CapturedAnswer | ReadonlyMap<string, CapturedAnswer>): Promise<{ server: Server; baseUrl: string }> {
  const byPath = answers instanceof Map ? answers : new Map([['', answers as CapturedAnswer]]);
  const heads = new Map([...byPath].map(([path, a]) => [path, { 'Content-Type': a.contentType, 'Content-Length': String(a.bytes.length) }]));
  const [firstPath, first] = [...byPath][0]!;
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    const answer = byPath.get(path);
    res.writeHead(200, answer ? heads.get(path) : heads.get(firstPath));
    res.end(answer ? answer.bytes : first.bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
