import { cookies, draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { getSessionKey, getSessionUser, getStaff, requestIp } from '@/lib/auth';
import { appendAudit, type AuditEntity } from '@/lib/data/audit';
import { previewTargetPath } from '@/lib/data/preview';
import { previewGrant, PREVIEW_GRANT_COOKIE } from '@/lib/preview/grant';
import { PREVIEW_COOKIE, isPreviewType, previewCookieOptions, type PreviewType } from '@/lib/preview/paths';

const noStore = { 'Cache-Control': 'private, no-store' };
const ENTITY: Record<PreviewType, AuditEntity> = { article: 'post', tutoriel: 'tutorial', projet: 'project' };
const refuse = (error: string, status: number) => NextResponse.json({ error }, { status, headers: noStore });

// « Prévisualiser » from an admin form (GET: it opens in a new tab). Only an active admin gets draft
// mode, and only for an item that exists: the redirect is built from its stored slug, never from the
// query, so this cannot send anyone elsewhere. Pages still re-check the admin on every preview request.
export async function GET(request: Request) {
  // A link on another site cannot switch an admin's browser into preview.
  if (request.headers.get('sec-fetch-site') === 'cross-site') return refuse('Accès refusé', 403);
  const admin = await getStaff('entries');
  if (!admin) return (await getSessionUser()) ? refuse('Accès refusé', 403) : refuse('Authentification requise', 401);
  const params = new URL(request.url).searchParams;
  const type = params.get('type');
  if (!isPreviewType(type)) return refuse('Élément introuvable', 404);
  const path = await previewTargetPath(type, params.get('id') ?? '', admin.role === 'author' ? admin.id : undefined);
  if (!path) return refuse('Élément introuvable', 404);
  // Who looked at unpublished content, and when, is in the journal like every other admin step.
  await appendAudit(
    { actorId: admin.id, actorEmail: admin.email, ip: await requestIp() },
    { action: 'preview', entity: ENTITY[type], entityId: params.get('id'), summary: `Aperçu de ${path}` },
  );
  const sessionKey = await getSessionKey();
  if (!sessionKey) return refuse('Authentification requise', 401);
  (await draftMode()).enable();
  // Scoped to this item's page: the rest of the site (and the links it prefetches) stays static for the admin.
  const jar = await cookies();
  const id = jar.get(PREVIEW_COOKIE)?.value;
  if (id) jar.set(PREVIEW_COOKIE, id, previewCookieOptions(path));
  // Tied to this session: it ends with it (lib/preview/grant.ts).
  jar.set(PREVIEW_GRANT_COOKIE, previewGrant(sessionKey), previewCookieOptions(path));
  // A relative Location: the browser stays on the host it used, whatever proxy is in front.
  return new Response(null, { status: 303, headers: { Location: path, 'Cache-Control': 'private, no-store' } });
}
