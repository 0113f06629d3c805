import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body decoded from its Content-Encoding, as text. */
  text: string;
}

/**
 * One HTTP request with the path sent exactly as given (like `curl --path-as-is`): fetch and
 * Playwright's request context would normalise `..`, `%2e` and double slashes before sending.
 */
export function rawRequest(
  origin: string,
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers, agent: false, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: raw,
          text: decode(raw, res.headers['content-encoding']).toString('utf8'),
        });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path.slice(0, 80)} timed out`)));
    req.on('error', reject);
    req.end(body);
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (!body.length || !encoding || encoding === 'identity') return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  throw new Error(`unexpected Content-Encoding ${encoding}`);
}

/** Headers that legitimately differ between two answers to the same request. */
const volatile = new Set(['date', 'connection', 'keep-alive']);

export function comparableHeaders(headers: IncomingHttpHeaders) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !volatile.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** `Content-Security-Policy` as a map of directive -> sources. */
export function parseCsp(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}
