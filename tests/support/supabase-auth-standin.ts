// LOCAL HTTP STAND-IN of the Supabase Auth (GoTrue) API — not Supabase. It answers the few
// endpoints the supabase provider uses, with the JSON shapes and status codes GoTrue sends under
// API version 2024-01-01, so supabase-js runs its real code paths against it:
//   POST /auth/v1/token?grant_type=password       sign-in → session (or 400 invalid_credentials…)
//   POST /auth/v1/token?grant_type=refresh_token  refresh → new session (rotated refresh token)
//   GET  /auth/v1/user                            the user of a Bearer access token (403 otherwise)
//   POST /auth/v1/logout?scope=local|global       ends the token's session → 204
//   POST /auth/v1/recover?redirect_to=…           « e-mails » a recovery link to a known address → 200 {} for any address
//   POST /auth/v1/verify                          token_hash + type of an e-mailed link → session (403 otp_expired once used)
//   PUT  /auth/v1/user                            the Bearer user's new password (422 same_password / weak_password)
// E-mails are not sent: they are recorded in `emails` with the token_hash a template would put in the link.
// Access tokens are HS256 JWTs, so supabase-js's getClaims() verifies them through /user.
// Like GoTrue, it runs a custom access-token hook (when given) on the claims before signing them:
// postgresAccessTokenHook() calls the real SQL function as supabase_auth_admin.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, jwtVerify } from 'jose';
import type { Sql } from 'postgres';

export type AccessTokenHookEvent = { user_id: string; claims: Record<string, unknown>; authentication_method: string };
export type AccessTokenHook = (event: AccessTokenHookEvent) => Promise<{ claims: Record<string, unknown> }>;

/** GoTrue's `pg-functions://postgres/public/<fn>` hook: the function called as supabase_auth_admin. */
export function postgresAccessTokenHook(sql: Sql, fn = 'public.custom_access_token_hook'): AccessTokenHook {
  return (event) =>
    sql.begin(async (tx) => {
      await tx`set local role supabase_auth_admin`;
      const [row] = await tx.unsafe<{ result: { claims: Record<string, unknown> } }[]>(
        `select ${fn}($1::jsonb) as result`,
        [event as never],
      );
      return row!.result;
    }) as Promise<{ claims: Record<string, unknown> }>;
}

export type StandinUser = { id: string; email: string; password: string; confirmed?: boolean; banned?: boolean };
export type StandinRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: unknown;
};

export type StandinEmail = { type: 'recovery' | 'invite'; email: string; tokenHash: string; redirectTo: string | null };

export type SupabaseAuthStandin = {
  url: string;
  /** Links « e-mailed » by /recover and invite(). */
  emails: StandinEmail[];
  /** Like the Admin API's inviteUserByEmail: an unconfirmed user without password, and its e-mail. */
  invite(email: string, redirectTo?: string): StandinEmail & { user: StandinUser };
  key: string;
  users: Map<string, StandinUser>;
  requests: StandinRequest[];
  /** Lifetime of new access tokens (supabase-js refreshes those expiring within 90 s). */
  accessTokenTtl: number;
  /** The next response is this HTTP status (a server failure). */
  failNext(status: number): void;
  /** How long ago the sessions it issues say their user authenticated (the `amr` timestamp), in seconds. */
  authAgeSeconds: number;
  addUser(user: StandinUser): void;
  calls(path: string, grant?: string): StandinRequest[];
  close(): Promise<void>;
};

const API_VERSION = '2024-01-01';

export async function startSupabaseAuthStandin(
  opts: { accessTokenHook?: AccessTokenHook } = {},
): Promise<SupabaseAuthStandin> {
  const key = `sb_publishable_standin_${crypto.randomBytes(6).toString('hex')}`;
  const secret = new TextEncoder().encode(crypto.randomBytes(32).toString('hex'));
  const sessions = new Map<string, { userId: string; revoked: boolean }>();
  const refreshTokens = new Map<string, string>(); // token → session id
  const links = new Map<string, { type: StandinEmail['type']; userId: string }>(); // token_hash → pending link
  let failStatus: number | null = null;
  let url = '';

  const state: SupabaseAuthStandin = {
    url: '',
    key,
    users: new Map(),
    emails: [],
    invite: (email, redirectTo) => {
      const user: StandinUser = {
        id: crypto.randomUUID(),
        email: email.toLowerCase(),
        password: crypto.randomBytes(16).toString('hex'),
        confirmed: false,
      };
      state.users.set(user.id, user);
      return { ...mail('invite', user, redirectTo ?? null), user };
    },
    requests: [],
    accessTokenTtl: 3600,
    authAgeSeconds: 0,
    failNext: (status) => {
      failStatus = status;
    },
    addUser: (user) => state.users.set(user.id, user),
    calls: (path, grant) => state.requests.filter((r) => r.path === path && (!grant || r.query.grant_type === grant)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function mail(type: StandinEmail['type'], user: StandinUser, redirectTo: string | null): StandinEmail {
    const tokenHash = crypto.createHash('sha224').update(crypto.randomBytes(16)).digest('hex');
    links.set(tokenHash, { type, userId: user.id });
    const sent = { type, email: user.email, tokenHash, redirectTo };
    state.emails.push(sent);
    return sent;
  }

  const userJson = (u: StandinUser) => ({
    id: u.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: u.email,
    email_confirmed_at: u.confirmed === false ? null : '2026-01-01T00:00:00Z',
    phone: '',
    confirmed_at: u.confirmed === false ? null : '2026-01-01T00:00:00Z',
    last_sign_in_at: new Date().toISOString(),
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: new Date().toISOString(),
    is_anonymous: false,
  });

  async function issueSession(user: StandinUser, sessionId: string, method = 'password') {
    const now = Math.floor(Date.now() / 1000);
    let claims: Record<string, unknown> = {
      email: user.email,
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now - state.authAgeSeconds }],
      session_id: sessionId,
      is_anonymous: false,
    };
    if (opts.accessTokenHook) {
      claims = (
        await opts.accessTokenHook({
          user_id: user.id,
          claims: { ...claims, sub: user.id },
          authentication_method: method,
        })
      ).claims;
      delete claims.sub; // set again below
    }
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setAudience('authenticated')
      .setIssuer(`${url}/auth/v1`)
      .setIssuedAt(now)
      .setExpirationTime(now + state.accessTokenTtl)
      .sign(secret);
    const refreshToken = crypto.randomBytes(12).toString('hex');
    refreshTokens.set(refreshToken, sessionId);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: state.accessTokenTtl,
      expires_at: now + state.accessTokenTtl,
      refresh_token: refreshToken,
      user: userJson(user),
    };
  }

  // The user and session of a Bearer token, or why not (GoTrue's codes).
  async function authenticate(
    req: http.IncomingMessage,
  ): Promise<{ user: StandinUser; sessionId: string } | { status: number; code: string; message: string }> {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token)
      return { status: 401, code: 'no_authorization', message: 'This endpoint requires a valid Bearer token' };
    try {
      const { payload } = await jwtVerify(token, secret, { audience: 'authenticated', algorithms: ['HS256'] });
      const session = sessions.get(String(payload.session_id));
      const user = state.users.get(String(payload.sub));
      if (!session || session.revoked || !user)
        return {
          status: 403,
          code: 'session_not_found',
          message: 'Session from session_id claim in JWT does not exist',
        };
      return { user, sessionId: String(payload.session_id) };
    } catch {
      return {
        status: 403,
        code: 'bad_jwt',
        message: 'invalid JWT: unable to parse or verify signature, token is expired',
      };
    }
  }

  // A failing hook answers 500 like GoTrue's « Error running hook URI » instead of hanging the client.
  const server = http.createServer((req, res) => {
    handle(req, res).catch((e: Error) => {
      if (!res.headersSent)
        res.writeHead(500, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION });
      res.end(JSON.stringify({ code: 'unexpected_failure', message: e.message }));
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const parsed = new URL(req.url ?? '/', 'http://standin');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let body: unknown = null;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = raw;
    }
    state.requests.push({
      method: req.method ?? 'GET',
      path: parsed.pathname,
      query: Object.fromEntries(parsed.searchParams),
      headers: req.headers,
      body,
    });

    const send = (status: number, json?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': API_VERSION });
      res.end(json === undefined ? undefined : JSON.stringify(json));
    };
    const fail = (status: number, code: string, message: string) => send(status, { code, message });

    if (failStatus) {
      const status = failStatus;
      failStatus = null;
      return fail(status, 'unexpected_failure', 'Unexpected failure');
    }
    if (req.headers.apikey !== key) return send(401, { message: 'Invalid API key' });

    const input = (body ?? {}) as Record<string, unknown>;
    if (
      req.method === 'POST' &&
      parsed.pathname === '/auth/v1/token' &&
      parsed.searchParams.get('grant_type') === 'password'
    ) {
      const email = String(input.email ?? '').toLowerCase();
      const user = [...state.users.values()].find((u) => u.email === email);
      if (!user || user.password !== input.password)
        return fail(400, 'invalid_credentials', 'Invalid login credentials');
      if (user.confirmed === false) return fail(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned) return fail(400, 'user_banned', 'User is banned');
      const sessionId = crypto.randomUUID();
      sessions.set(sessionId, { userId: user.id, revoked: false });
      return send(200, await issueSession(user, sessionId));
    }
    if (
      req.method === 'POST' &&
      parsed.pathname === '/auth/v1/token' &&
      parsed.searchParams.get('grant_type') === 'refresh_token'
    ) {
      const sessionId = refreshTokens.get(String(input.refresh_token ?? ''));
      const session = sessionId ? sessions.get(sessionId) : undefined;
      const user = session && !session.revoked ? state.users.get(session.userId) : undefined;
      if (!sessionId || !user)
        return fail(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      refreshTokens.delete(String(input.refresh_token));
      return send(200, await issueSession(user, sessionId, 'token_refresh'));
    }
    if (req.method === 'GET' && parsed.pathname === '/auth/v1/user') {
      const auth = await authenticate(req);
      return 'user' in auth ? send(200, userJson(auth.user)) : fail(auth.status, auth.code, auth.message);
    }
    if (req.method === 'POST' && parsed.pathname === '/auth/v1/logout') {
      const auth = await authenticate(req);
      if (!('user' in auth)) return fail(auth.status, auth.code, auth.message);
      const scope = parsed.searchParams.get('scope') ?? 'global';
      for (const [id, s] of sessions) {
        const mine = s.userId === auth.user.id;
        const current = id === auth.sessionId;
        if (scope === 'local' ? current : scope === 'others' ? mine && !current : mine) s.revoked = true;
      }
      res.writeHead(204, { 'X-Supabase-Api-Version': API_VERSION });
      return res.end();
    }
    if (req.method === 'POST' && parsed.pathname === '/auth/v1/recover') {
      const email = String(input.email ?? '').toLowerCase();
      const user = [...state.users.values()].find((u) => u.email === email);
      if (user) mail('recovery', user, parsed.searchParams.get('redirect_to'));
      return send(200, {});
    }
    if (req.method === 'POST' && parsed.pathname === '/auth/v1/verify') {
      const hash = String(input.token_hash ?? '');
      const link = links.get(hash);
      const user = link ? state.users.get(link.userId) : undefined;
      if (!link || !user || link.type !== input.type)
        return fail(403, 'otp_expired', 'Email link is invalid or has expired');
      links.delete(hash);
      user.confirmed = true;
      const sessionId = crypto.randomUUID();
      sessions.set(sessionId, { userId: user.id, revoked: false });
      return send(200, await issueSession(user, sessionId, link.type));
    }
    if (req.method === 'PUT' && parsed.pathname === '/auth/v1/user') {
      const auth = await authenticate(req);
      if (!('user' in auth)) return fail(auth.status, auth.code, auth.message);
      const password = typeof input.password === 'string' ? input.password : undefined;
      if (password !== undefined) {
        if (password.length < 6)
          return send(422, {
            code: 'weak_password',
            message: 'Password should be at least 6 characters.',
            weak_password: { reasons: ['length'] },
          });
        if (password === auth.user.password)
          return fail(422, 'same_password', 'New password should be different from the old password.');
        auth.user.password = password;
      }
      return send(200, userJson(auth.user));
    }
    return fail(404, 'not_found', `No stand-in route for ${req.method} ${parsed.pathname}`);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = url;
  return state;
}
