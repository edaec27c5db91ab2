// The body editor's edits as pure functions of the text and its selection (components/admin/entries/
// markdown-editor.tsx applies them; tests/media.test.ts checks them).

export type Selection = { start: number; end: number };
export type Edit = { text: string; selection: Selection };

/**
 * Wraps the selection in `mark` (or inserts `placeholder` wrapped and selects it); a selection already wrapped
 * in `mark` (inside or just outside it) is unwrapped: the button pressed again takes its mark back.
 */
export function wrapSelection(text: string, { start, end }: Selection, mark: string, placeholder: string): Edit {
  const chosen = text.slice(start, end);
  const m = mark.length;
  const c = mark[0]!;
  // The mark exactly, not part of a longer run (italic's « * » inside bold's « ** » is not italic).
  const markedInside =
    chosen.length > 2 * m &&
    chosen.startsWith(mark) &&
    chosen.endsWith(mark) &&
    chosen[m] !== c &&
    chosen.at(-m - 1) !== c;
  if (markedInside) {
    const inner = chosen.slice(m, -m);
    return { text: text.slice(0, start) + inner + text.slice(end), selection: { start, end: start + inner.length } };
  }
  const markedAround =
    chosen &&
    text.slice(start - m, start) === mark &&
    text.slice(end, end + m) === mark &&
    text[start - m - 1] !== c &&
    text[end + m] !== c;
  if (markedAround) {
    const next = text.slice(0, start - m) + chosen + text.slice(end + m);
    return { text: next, selection: { start: start - m, end: end - m } };
  }
  const shown = chosen || placeholder;
  const next = text.slice(0, start) + mark + shown + mark + text.slice(end);
  return { text: next, selection: { start: start + m, end: start + m + shown.length } };
}

const BLOCK_MARKER = /^(#{1,6} |[-*] |\d+\. |> )/;

/**
 * Puts `prefix` (« ## », « - », « 1. », « > ») before every line the selection touches, replacing another block
 * marker; when every line already has it, takes it off (the button pressed again). With a caret and no
 * selection the caret stays where it was in its line, after the marker: on an empty line « H2 » then typing
 * writes the heading. A selection stays on the lines it covered.
 */
export function prefixLines(text: string, { start, end }: Selection, prefix: (index: number) => string): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection ending just after a line break does not take in the next line.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const toNewline = text.indexOf('\n', last);
  const to = toNewline === -1 ? text.length : toNewline;
  const lines = text.slice(from, to).split('\n');
  const toggleOff = lines.every((line, i) => line.startsWith(prefix(i)));
  const changed = lines.map((line, i) =>
    toggleOff ? line.slice(prefix(i).length) : prefix(i) + line.replace(BLOCK_MARKER, ''),
  );
  const block = changed.join('\n');
  const next = text.slice(0, from) + block + text.slice(to);
  if (start !== end) return { text: next, selection: { start: from, end: from + block.length } };
  // The caret's line is the first one: keep its place in the line's own text.
  const oldMarker = toggleOff ? prefix(0).length : (BLOCK_MARKER.exec(lines[0]!)?.[0].length ?? 0);
  const newMarker = toggleOff ? 0 : prefix(0).length;
  const caret = from + newMarker + Math.max(start - from - oldMarker, 0);
  return { text: next, selection: { start: caret, end: caret } };
}

/**
 * The smallest replacement that turns `before` into `after`: the editor types it into the text area with the
 * browser's own insertion, so its undo takes a toolbar action back in one step.
 */
export function replacementOf(before: string, after: string): { start: number; end: number; text: string } {
  let head = 0;
  const max = Math.min(before.length, after.length);
  while (head < max && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < max - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  return { start: head, end: before.length - tail, text: after.slice(head, after.length - tail) };
}

/** Inserts `snippet` at the cursor as its own paragraph (blank lines around it) and puts the cursor after it. */
export function insertBlock(text: string, { start, end }: Selection, snippet: string): Edit {
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const next = before + lead + snippet + trail + after;
  const caret = before.length + lead.length + snippet.length;
  return { text: next, selection: { start: caret, end: caret } };
}

/** `![alt](url)`: brackets in the text alternative would end it early. */
export const imageMarkdown = (url: string, alt: string) => `![${alt.replace(/[[\]]/g, '')}](${url})`;
