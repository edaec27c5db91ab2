// Test stand-in for next/cache: the cache runtime only exists inside Next. Invalidations are
// recorded so tests can assert which tags a write touches.
export const invalidated: string[] = [];
export function cacheTag(..._tags: string[]): void {}
export const lifetimes: unknown[] = [];
export function cacheLife(profile: unknown): void {
  lifetimes.push(profile);
}
export function updateTag(tag: string): void {
  invalidated.push(tag);
}
export function revalidateTag(tag: string, _profile?: unknown): void {
  invalidated.push(tag);
}
export function revalidatePath(path: string): void {
  invalidated.push(`path:${path}`);
}
export function refresh(): void {}
