// LOCAL HTTP STAND-IN of the Supabase Storage API — not Supabase. It answers the few endpoints
// lib/storage uses, with the paths and JSON shapes storage-js expects, so supabase-js runs its real
// code against it. Objects live in memory; buckets enforce their size limit like Storage does.
//   POST   /storage/v1/object/upload/sign/:bucket/:path   signed upload URL (service key) → { url }
//   PUT    /storage/v1/object/upload/sign/:bucket/:path?token=…   upload with that token, no key → { Key }
//   POST   /storage/v1/object/:bucket/:path               upload (service key) → { Key }
//   GET    /storage/v1/object/:bucket/:path               download (service key) → bytes
//   GET    /storage/v1/object/public/:bucket/:path        public read → bytes
//   DELETE /storage/v1/object/:bucket                     { prefixes } → removed objects
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StoredObject = { bytes: Buffer; contentType: string };
export type SupabaseStorageStandin = {
  url: string;
  serviceKey: string;
  /** bucket/path → object */
  objects: Map<string, StoredObject>;
  requests: { method: string; path: string }[];
  close(): Promise<void>;
};

const BUCKET_LIMIT = 10 * 1024 * 1024; // the buckets' file_size_limit (supabase/migrations storage)
const BUCKETS = new Set(['project-images', 'blog-images']);

/** The file part of a multipart body (what storage-js sends for a Blob), else the raw body. */
function fileFromBody(raw: Buffer, contentType: string): StoredObject {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  if (!contentType.startsWith('multipart/form-data') || !boundary) return { bytes: raw, contentType };
  const mark = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let at = raw.indexOf(mark);
  while (at >= 0) {
    const next = raw.indexOf(mark, at + mark.length);
    if (next < 0) break;
    const part = raw.subarray(at + mark.length + 2, next - 2);
    const split = part.indexOf('\r\n\r\n');
    const head = part.subarray(0, split).toString();
    if (/filename=/.test(head) || /name=""/.test(head)) {
      return {
        bytes: Buffer.from(part.subarray(split + 4)),
        contentType: /content-type:\s*([^\r\n]+)/i.exec(head)?.[1] ?? 'application/octet-stream',
      };
    }
    at = next;
  }
  return { bytes: raw, contentType };
}

export async function startSupabaseStorageStandin(): Promise<SupabaseStorageStandin> {
  const serviceKey = `sb_secret_standin_${crypto.randomBytes(6).toString('hex')}`;
  const tokens = new Map<string, string>(); // token → bucket/path it may write once
  const state: SupabaseStorageStandin = {
    url: '',
    serviceKey,
    objects: new Map(),
    requests: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer(async (req, res) => {
    const parsed = new URL(req.url ?? '/', 'http://standin');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks);
    state.requests.push({ method: req.method ?? 'GET', path: parsed.pathname });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const fail = (status: number, error: string, message: string) =>
      json(status, { statusCode: String(status), error, message });
    const service = req.headers.authorization === `Bearer ${serviceKey}` && req.headers.apikey === serviceKey;
    const path = decodeURIComponent(parsed.pathname);
    const store = (key: string) => {
      const bucket = key.split('/')[0]!;
      if (!BUCKETS.has(bucket)) return fail(404, 'Bucket not found', 'Bucket not found');
      const object = fileFromBody(raw, String(req.headers['content-type'] ?? 'application/octet-stream'));
      if (object.bytes.length > BUCKET_LIMIT)
        return fail(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      if (state.objects.has(key) && req.headers['x-upsert'] !== 'true')
        return fail(409, 'Duplicate', 'The resource already exists');
      state.objects.set(key, object);
      return json(200, { Key: key, Id: crypto.randomUUID() });
    };

    let m: RegExpExecArray | null;
    if ((m = /^\/storage\/v1\/object\/upload\/sign\/(.+)$/.exec(path))) {
      const key = m[1]!;
      if (req.method === 'POST') {
        if (!service) return fail(403, 'Unauthorized', 'Invalid Compact JWS');
        if (state.objects.has(key)) return fail(409, 'Duplicate', 'The resource already exists');
        const token = crypto.randomBytes(16).toString('hex');
        tokens.set(token, key);
        return json(200, { url: `/object/upload/sign/${encodeURI(key)}?token=${token}` });
      }
      if (req.method === 'PUT') {
        const token = parsed.searchParams.get('token') ?? '';
        if (tokens.get(token) !== key) return fail(400, 'InvalidSignature', 'The signature is invalid');
        tokens.delete(token);
        return store(key);
      }
    }
    if ((m = /^\/storage\/v1\/object\/public\/(.+)$/.exec(path)) && req.method === 'GET') {
      const object = state.objects.get(m[1]!);
      if (!object) return fail(404, 'not_found', 'Object not found');
      res.writeHead(200, { 'Content-Type': object.contentType });
      return res.end(object.bytes);
    }
    if ((m = /^\/storage\/v1\/object\/([^/]+)$/.exec(path)) && req.method === 'DELETE') {
      if (!service) return fail(403, 'Unauthorized', 'Invalid Compact JWS');
      const prefixes = (JSON.parse(raw.toString() || '{}') as { prefixes?: string[] }).prefixes ?? [];
      const removed = prefixes
        .filter((p) => state.objects.delete(`${m![1]}/${p}`))
        .map((name) => ({ name, bucket_id: m![1] }));
      return json(200, removed);
    }
    if ((m = /^\/storage\/v1\/object\/(.+)$/.exec(path))) {
      if (!service) return fail(403, 'Unauthorized', 'Invalid Compact JWS');
      if (req.method === 'POST') return store(m[1]!);
      if (req.method === 'GET') {
        const object = state.objects.get(m[1]!);
        if (!object) return fail(404, 'not_found', 'Object not found');
        res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.bytes.length });
        return res.end(object.bytes);
      }
    }
    return fail(404, 'not_found', `No stand-in route for ${req.method} ${path}`);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
