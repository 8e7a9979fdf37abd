/**
 * A note the editor's add-ons put under a box (the check's, admin/check.ts; a number box's text,
 * admin/number-text.ts), read with the box by a screen reader: its words are the box's
 * `aria-description`, as shown (with what admin.css writes after it, "changed since this check").
 * Not `aria-describedby`: axe-core (its label-title-only rule) then takes a box for one labelled by
 * its description alone wherever the label above it has scrolled out of the form's view. A note
 * that holds the box invalid (a number box's, whose box the editor thinks holds a number) sets
 * `aria-invalid="true"` too: the box's own is put back when the last such note lets it go.
 */

/** The notes (their ids) tied to the box. */
const TIED = 'data-notes';
/** The notes (their ids) that hold the box invalid. */
const HELD_BY = 'data-invalid-notes';
/** The box's `aria-invalid` before the first of them (the editor's, or none). */
const BEFORE = 'data-invalid-before-notes';

const tokens = (value: string | null) => (value ?? '').split(/\s+/).filter(Boolean);

/** Sets the attribute to the tokens, or takes it away where none is left. */
function setTokens(box: Element, name: string, list: readonly string[]): void {
  if (list.length > 0) box.setAttribute(name, list.join(' '));
  else box.removeAttribute(name);
}

/** Ties the note `id` to `box`, or tells its words again (they changed); `invalid`: it holds the box invalid too. */
export function tieNote(box: Element, id: string, invalid = false): void {
  const tied = tokens(box.getAttribute(TIED));
  if (!tied.includes(id)) box.setAttribute(TIED, [...tied, id].join(' '));
  describe(box);
  if (!invalid) {
    letGo(box, id);
    return;
  }
  const held = tokens(box.getAttribute(HELD_BY));
  if (held.length === 0) box.setAttribute(BEFORE, box.getAttribute('aria-invalid') ?? '');
  if (!held.includes(id)) box.setAttribute(HELD_BY, [...held, id].join(' '));
  if (box.getAttribute('aria-invalid') !== 'true') box.setAttribute('aria-invalid', 'true');
}

/** Unties the note `id` from `box` (the note goes). */
export function untieNote(box: Element, id: string): void {
  setTokens(
    box,
    TIED,
    tokens(box.getAttribute(TIED)).filter((token) => token !== id),
  );
  describe(box);
  letGo(box, id);
}

/** Whether the note `id` holds `box` invalid. */
export const holdsInvalid = (box: Element, id: string): boolean => tokens(box.getAttribute(HELD_BY)).includes(id);

/** The notes tied to `box`, in the order they were tied. */
export const notesOf = (box: Element): HTMLElement[] => tokens(box.getAttribute(TIED)).flatMap((id) => box.ownerDocument.getElementById(id) ?? []);

/** The boxes the note `id` is tied to, within `root`. */
export const boxesTiedTo = (root: ParentNode, id: string): Element[] => [...root.querySelectorAll(`[${TIED}~="${CSS.escape(id)}"]`)];

/** Each note's words as last read, with what they were read from (its text and attributes): read again only when those change. */
const read = new WeakMap<Element, { from: string; words: string }>();

/**
 * The words of a note as it shows them: a line each, and what the stylesheet writes after it (its
 * style asked only when its text or attributes changed: the check's notes are told again at each
 * change of the page, a key typed too).
 */
function shownWords(note: Element): string {
  const from = `${note.textContent}\u0000${[...note.attributes].map((a) => `${a.name}=${a.value}`).join(' ')}`;
  const known = read.get(note);
  if (known?.from === from) return known.words;
  const lines = note.children.length > 0 ? [...note.children].map((line) => line.textContent ?? '') : [note.textContent ?? ''];
  const after = getComputedStyle(note, '::after').content;
  const words = `${lines.join(' ')}${/^".*"$/.test(after) ? after.slice(1, -1) : ''}`.replace(/\s+/g, ' ').trim();
  read.set(note, { from, words });
  return words;
}

/** The box's description: the words of the notes tied to it. */
function describe(box: Element): void {
  const words = tokens(box.getAttribute(TIED))
    .map((id) => box.ownerDocument.getElementById(id))
    .filter((note) => note !== null)
    .map(shownWords)
    .join(' ');
  if (!words) box.removeAttribute('aria-description');
  else if (box.getAttribute('aria-description') !== words) box.setAttribute('aria-description', words);
}

/** The note `id` no longer holds the box invalid: where no other does, its own `aria-invalid` is back. */
function letGo(box: Element, id: string): void {
  const held = tokens(box.getAttribute(HELD_BY));
  if (!held.includes(id)) return;
  const left = held.filter((token) => token !== id);
  setTokens(box, HELD_BY, left);
  if (left.length > 0) return;
  const before = box.getAttribute(BEFORE);
  box.removeAttribute(BEFORE);
  if (before) box.setAttribute('aria-invalid', before);
  else box.removeAttribute('aria-invalid');
}
