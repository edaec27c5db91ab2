/** A LIKE/ILIKE pattern matching `q` anywhere, with its wildcards escaped (« 100% » matches literally). */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}
