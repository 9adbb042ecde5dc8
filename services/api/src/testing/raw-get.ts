import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  /** The Content-Type, or '' when none. */
  type: string;
  headers: IncomingHttpHeaders;
  /** The bytes as they came over the wire: not decoded from any Content-Encoding. */
  body: Buffer;
}

/**
 * A request with the path and headers sent exactly as written, and the answer's bytes as sent:
 * fetch would normalise "..", "%2e%2e" and friends, add `Cache-Control: no-cache` to conditional
 * requests, ask for gzip by itself and decode what comes.
 */
export function rawGet(baseUrl: string, rawPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
