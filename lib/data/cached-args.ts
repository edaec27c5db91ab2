// Argument checks for the cached reads. Next registers every 'use cache' function as a server
// reference that anyone can call with any arguments (a POST with its id), so each one takes its
// arguments as untrusted: wrong types fall back to the default, sizes and limits are bounded.

/** A whole number in 1..max, else the fallback. */
export function countArg(value: unknown, fallback: number, max: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** A trimmed string of at most `max` characters; anything else is empty. */
export function textArg(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/** A slug as the forms allow them (1-200 characters), or null. */
export function slugArg(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : null;
}

/** Up to `max` strings of at most `length` characters each. */
export function textListArg(value: unknown, max: number, length: number): string[] {
  return Array.isArray(value)
    ? value
        .filter((v): v is string => typeof v === 'string')
        .slice(0, max)
        .map((v) => v.trim().slice(0, length))
    : [];
}

/** A plain object's fields, or none. */
export function objectArg<T extends object>(value: unknown): Partial<T> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Partial<T>) : {};
}
