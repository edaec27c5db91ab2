// Tutorial durations are stored as « mm:ss » (minutes may exceed 59).

/** Spoken form for assistive technologies: « 12:34 » → « 12 min 34 s ». */
export function spokenDuration(duration: string): string {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(duration.trim());
  if (!match) return duration;
  const minutes = Number(match[1]);
  const [h, m, s] = [Math.floor(minutes / 60), minutes % 60, Number(match[2])];
  return [h && `${h} h`, m && `${m} min`, s && `${s} s`].filter(Boolean).join(' ') || '0 s';
}
