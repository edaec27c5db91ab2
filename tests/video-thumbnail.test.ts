// /api/miniature/{id}: the image optimiser's only way to a video thumbnail. It serves the videos the
// site has and no other, so nobody can make the server fetch and keep any thumbnail of the video host.
// The host is a stand-in here (no network): a fetch spy that answers like i.ytimg.com and records calls.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/miniature/[id]/route';
import { closeTestSql, testSql } from './support/db';

const KNOWN = 'abcDEF12345';
const call = (id: string) =>
  GET(new Request(`http://localhost/api/miniature/${id}`), { params: Promise.resolve({ id }) });

beforeAll(async () => {
  await testSql()`insert into tutorials (slug, title, description, thumbnail, video_id)
    values ('un-tutoriel', 'Un tutoriel', 'Description', ${`https://i.ytimg.com/vi/${KNOWN}/hqdefault.jpg`}, ${KNOWN})`;
});
afterAll(closeTestSql);
afterEach(() => vi.restoreAllMocks());

function videoHostStandIn() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.startsWith('https://i.ytimg.com/vi/')
      ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } })
      : new Response('no', { status: 404 });
  });
}

describe('/api/miniature/{id}', () => {
  it('serves the thumbnail of a video a tutorial has, from the video host', async () => {
    const host = videoHostStandIn();
    const res = await call(KNOWN);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(host).toHaveBeenCalledTimes(1);
    expect(String(host.mock.calls[0]![0])).toBe(`https://i.ytimg.com/vi/${KNOWN}/hqdefault.jpg`);
  });

  it('answers 404 for any other id without asking the video host', async () => {
    const host = videoHostStandIn();
    for (const id of ['dQw4w9WgXcQ', 'zzzzzzzzzzz', '../../etc', 'a'.repeat(40)]) {
      expect((await call(id)).status).toBe(404);
    }
    expect(host).not.toHaveBeenCalled();
  });
});
