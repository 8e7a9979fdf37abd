/**
 * Takes content staff from a line of the check's panel to the box it is about. The editor (Sveltia
 * CMS, pinned 0.221.1) draws a list's items and an item's fields only as they scroll into view
 * (each stands as an empty `.placeholder` until then), and folds items and groups, so the box of
 * `sections.8.items.4.answer` is often not in the page yet. Step by step from the deepest level
 * that is drawn: unfold it, scroll its next item or next undrawn field into view, and look again.
 * Probed by tests/e2e/admin.spec.ts, so an upgrade that changes that markup fails there.
 */

import type { ArticlePlace } from '../catalogue/blog-markdown.ts';
import { placeholderAt } from '../catalogue/placeholders.ts';
import { type Mark, markIndex } from '../catalogue/problems.ts';
import { ITEM_LIST, listAddOf } from './list-markup.ts';

/** A field of the form by its key path (`data-key-path`, the form's own). */
const fieldAt = (path: string): HTMLElement | null => document.querySelector<HTMLElement>(`[data-key-path="${CSS.escape(path)}"]`);

/** A level of the form: a field, or an item of a list. */
const LEVEL = '[data-key-path], .item-wrapper';

/** The folding button of `scope` (a list, an item, a group), if it is folded; not one of a level inside it. */
const foldedToggle = (scope: Element): HTMLElement | null => {
  const toggle = [...scope.querySelectorAll<HTMLElement>('button[aria-controls][aria-expanded]:not([aria-haspopup])')].find(
    (button) => button.parentElement?.closest(LEVEL) === scope,
  );
  return toggle?.getAttribute('aria-expanded') === 'false' ? toggle : null;
};

/** What the editor has not drawn yet in `scope`: the first of its placeholders not inside something hidden (another view it keeps). */
const undrawn = (scope: ParentNode): HTMLElement | undefined => [...scope.querySelectorAll<HTMLElement>('.placeholder')].find((p) => p.checkVisibility());

/** Drawn and not inside a folded item or group (the editor keeps a folded item's fields, hidden). */
const shown = (element: Element): boolean => element.checkVisibility() && element.getBoundingClientRect().height > 0;

/** Two frames: the editor's intersection observers and redraws run in between. */
const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** What `find` finds, looked for again frame by frame while the editor draws it (about half a second). */
async function drawn<T>(find: () => T | undefined): Promise<T | undefined> {
  let found = find();
  for (let wait = 0; wait < 30 && found === undefined; wait++) {
    await frames();
    found = find();
  }
  return found;
}

/**
 * Draws the field at `path` and returns it; where the form has no box for it (an item's type, a
 * field the form leaves out), the nearest level it does draw. Undefined when none of it is in the
 * form once every field is drawn (another entry is open).
 */
async function revealField(path: string): Promise<HTMLElement | undefined> {
  const parts = path.split('.');
  let nearest: HTMLElement | undefined;
  for (let step = 0; step < 60; step++) {
    const target = fieldAt(path);
    if (target && shown(target)) return target;
    // The deepest level in sight: one inside a folded item is not, though the editor keeps it.
    let depth = parts.length - 1;
    let level = fieldAt(parts.slice(0, depth).join('.'));
    while (!(level && shown(level)) && depth > 1) level = fieldAt(parts.slice(0, --depth).join('.'));
    if (!(level && shown(level))) {
      // A field of the entry itself (a post's article, low in its form): the form's fields are
      // drawn in order as they come into view.
      const next = undrawn(document);
      if (!next) return nearest;
      next.scrollIntoView({ block: 'center' });
      await frames();
      continue;
    }
    nearest = level;
    const part = parts[depth] ?? '';
    const folded = foldedToggle(level);
    if (folded) {
      folded.click();
    } else if (/^\d+$/.test(part)) {
      // A list's item: its place in the list's own item list (the first in the field; nested lists come after it).
      const item = level.querySelector(ITEM_LIST)?.children[Number(part)];
      if (!(item instanceof HTMLElement)) return nearest;
      nearest = item;
      const itemFolded = foldedToggle(item);
      const next = itemFolded ?? undrawn(item);
      if (!next) return nearest;
      if (next === itemFolded) next.click();
      else next.scrollIntoView({ block: 'center' });
    } else {
      const next = undrawn(level);
      if (!next) return nearest;
      next.scrollIntoView({ block: 'center' });
    }
    await frames();
  }
  return nearest;
}

/** The first of a field's boxes in sight (an upload field keeps a hidden file input). */
const boxIn = (field: Element): HTMLElement | undefined =>
  [...field.querySelectorAll<HTMLElement>('input, textarea, select, [contenteditable="true"]')].find(shown);

/**
 * For a moment after the jump, the focus taken from the box by the editor itself comes back to it:
 * its dialog (the refused save's OK), as it goes, hands the focus back to what had it before, and
 * a line clicked straight after OK lost its box that way. A click or a key of the person's own ends
 * the watch at once.
 */
function keepFocus(box: HTMLElement, ms = 1500): void {
  // A rich text box given the focus again puts its cursor at its start: what was selected in it
  // (the block's start, a placeholder) is selected again. A text box keeps its own selection.
  const selection = getSelection();
  const range = box.isContentEditable && selection?.rangeCount ? selection.getRangeAt(0).cloneRange() : undefined;
  const back = (event: FocusEvent) => {
    if (box.contains(event.target as Node)) return;
    box.focus({ preventScroll: true });
    if (range) {
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    }
  };
  const stop = () => {
    document.removeEventListener('focusin', back, true);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  document.addEventListener('focusin', back, true);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  setTimeout(stop, ms);
}

/** Where the `offset`-th character of the text of `root` is: a text node and the offset in it (the start of a selection, or its `end`). */
export function positionIn(root: Node, offset: number, end: boolean): [Node, number] | undefined {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let left = offset;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = (node as Text).data.length;
    if (left < length || (end && left === length)) return [node, left];
    left -= length;
  }
  return undefined;
}

/**
 * Selects a placeholder (catalogue/placeholders.ts), or a phone that is not the agency's, so that
 * what content staff type replaces it: `wanted` (the problem's mark: which time its text is written
 * in the box, or in the article's line; catalogue/problems.ts) where the box or block shows it, else
 * the first placeholder the check would name. `root` is a text box or a block of a rich text box
 * (a post's article). False where there is none.
 */
function selectPlaceholder(root: HTMLElement, wanted?: Mark): boolean {
  const at = (text: string) => {
    const index = wanted ? markIndex(text, wanted) : -1;
    return wanted && index >= 0 ? { index, found: wanted.text } : placeholderAt(text);
  };
  if (root instanceof HTMLInputElement || root instanceof HTMLTextAreaElement) {
    // A box without a text selection (an e-mail or number box) has no selectionStart.
    const found = root.selectionStart === null ? undefined : at(root.value);
    if (found) root.setSelectionRange(found.index, found.index + found.found.length);
    return found !== undefined;
  }
  if (!root.isContentEditable) return false;
  const found = at(root.textContent ?? '');
  const start = found && positionIn(root, found.index, false);
  const end = found && positionIn(root, found.index + found.found.length, true);
  if (!(start && end)) return false;
  getSelection()?.setBaseAndExtent(start[0], start[1], end[0], end[1]);
  return true;
}

/**
 * Reveals the field, brings it to the middle of the screen and puts the focus in its box (the
 * editor draws it a moment after the field), or else on its first button that takes it (a folded
 * item's toggle, an empty list's Add), not the field's menu. In a rich text box (a post's article), `place` is the element
 * of the text to show, a block or a list's item (at any depth), with the cursor at its start
 * (catalogue/blog-markdown.ts, `placeOfLine`). For a placeholder's problem, or a phone's
 * (`placeholder` true, or the problem's mark), that text is selected instead.
 */
export async function goToField(path: string, place?: ArticlePlace, placeholder: boolean | Mark = false): Promise<void> {
  const field = await revealField(path);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  // A list's own problem (an alias taken out that pages still need, too few items) is at its Add
  // button, where its note is read (admin/check.ts), not in its first item's box. An empty list's
  // own folding button is disabled (it folds nothing), and a disabled button takes no focus.
  const add = listAddOf(field);
  const box =
    (add && shown(add) ? add : undefined) ??
    (await drawn(() => boxIn(field))) ??
    [...field.querySelectorAll<HTMLElement>('button:not([aria-haspopup]):not(:disabled)')].find(shown);
  if (!box) return;
  // The rich text box fills in its text a moment after it is drawn.
  const block = place === undefined || !box.isContentEditable ? undefined : await drawn(() => box.children[place.block]);
  const part = place?.items && block?.matches('ul, ol') ? listItemAt(block, place.items) : block;
  if (part) {
    box.focus({ preventScroll: true });
    const wanted = typeof placeholder === 'object' ? placeholder : undefined;
    if (!(placeholder && part instanceof HTMLElement && selectPlaceholder(part, wanted))) getSelection()?.collapse(part, 0);
    // Kept from the moment it has the focus: a dialog's focus handed back lands in the frames below too.
    keepFocus(box);
    // Placed after the focus: the editor scrolls to its cursor as it takes the focus.
    await frames();
    part.scrollIntoView({ block: 'center' });
  } else {
    // A tall box (a post's article) from its top, where the cursor goes.
    box.scrollIntoView({ block: box.getBoundingClientRect().height > innerHeight / 2 ? 'start' : 'center' });
    box.focus({ preventScroll: true });
    if (placeholder) selectPlaceholder(box, typeof placeholder === 'object' ? placeholder : undefined);
    keepFocus(box);
  }
}

/** An item of the editor's that holds a nested list alone. */
const holdsList = (li: Element) =>
  li.childElementCount === 1 && li.firstElementChild!.matches('ul, ol') && li.textContent === li.firstElementChild!.textContent;

/**
 * A list's items as the Markdown counts them: the editor draws a nested list in an item of its own
 * after its parent's, holding the list alone, which Markdown counts as part of the parent.
 */
const listItems = (list: Element) => [...list.children].filter((li) => !holdsList(li));

/**
 * The item of `list` at `path` (catalogue/blog-markdown.ts, `ArticlePlace`): a nested list's is
 * looked for in the item after its parent's that holds it (or in the parent, where one draws it
 * there; an item with two nested lists, text between them, is looked for in the first). As deep as
 * the editor has drawn it: else the deepest item found, else the list.
 */
const listItemAt = (list: Element, path: readonly number[]): Element => itemAt(list, path) ?? list;

function itemAt(list: Element, [index, ...inner]: readonly number[]): Element | undefined {
  const item = listItems(list)[index!];
  if (!item || inner.length === 0) return item;
  const after = item.nextElementSibling;
  const nested = after && holdsList(after) ? after.firstElementChild : item.querySelector(':scope > ul, :scope > ol');
  return (nested && itemAt(nested, inner)) ?? item;
}
