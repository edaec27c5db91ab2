// Following an invitation or reset e-mail's link as a person does: the link (a GET of /auth/confirm) leads to
// the « Continuer » page without spending anything; its form POSTs the same fields back, which opens the session.
import { expect } from 'vitest';
import { NextRequest } from 'next/server';
import { GET as confirmGET, POST as confirmPOST } from '@/app/auth/confirm/route';

const ORIGIN = 'http://localhost:3000';
const location = (res: Response) => {
  const to = new URL(res.headers.get('location')!, ORIGIN);
  return `${to.pathname}${to.search}`;
};

/** The page a link's GET leads to (`/login/lien?…`), checking it answered 303 and set no cookie. */
export async function openEmailLink(pathAndQuery: string): Promise<string> {
  const res = confirmGET(new NextRequest(`${ORIGIN}${pathAndQuery}`));
  expect(res.status).toBe(303);
  expect(res.headers.get('set-cookie')).toBeNull();
  return location(res);
}

/** « Continuer » pressed on that page: where the POST leads. */
export async function pressContinue(page: string, origin: string | null = ORIGIN): Promise<string> {
  const body = new URLSearchParams(new URL(page, ORIGIN).search);
  const res = await confirmPOST(
    new NextRequest(`${ORIGIN}/auth/confirm`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}) },
    }),
  );
  expect(res.status).toBe(303);
  return location(res);
}

/** The whole link followed: the GET, then « Continuer ». */
export async function followEmailLink(pathAndQuery: string): Promise<string> {
  return pressContinue(await openEmailLink(pathAndQuery));
}
