// The body editor's edits as pure functions of the text and its selection (components/admin/content/
// markdown-editor.tsx applies them; tests/media.test.ts checks them).

export type Selection = { start: number; end: number };
export type Edit = { text: string; selection: Selection };

/** Wraps the selection in `mark` (or inserts `placeholder` wrapped and selects it). */
export function wrapSelection(text: string, { start, end }: Selection, mark: string, placeholder: string): Edit {
  const chosen = text.slice(start, end) || placeholder;
  const next = text.slice(0, start) + mark + chosen + mark + text.slice(end);
  return { text: next, selection: { start: start + mark.length, end: start + mark.length + chosen.length } };
}

/** Puts `prefix` (« ## », « - », « 1. », « > ») before every line the selection touches. */
export function prefixLines(text: string, { start, end }: Selection, prefix: (index: number) => string): Edit {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const toNewline = text.indexOf('\n', end);
  const to = toNewline === -1 ? text.length : toNewline;
  const lines = text.slice(from, to).split('\n');
  const block = lines.map((line, i) => prefix(i) + line.replace(/^(#{1,6} |[-*] |\d+\. |> )/, '')).join('\n');
  return { text: text.slice(0, from) + block + text.slice(to), selection: { start: from, end: from + block.length } };
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
