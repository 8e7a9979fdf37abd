/**
 * A placeholder double-clicked is selected whole. The browser selects the word under the pointer:
 * in "[City name]" that is "City", in "info@example.com" "example", and what content staff type
 * over it left "[Jaipur name]", still a placeholder the build refuses. In a text box and in a
 * post's article (the rich text box), a word selected by a double-click inside a template's slot or
 * marker (catalogue/placeholders.ts) is widened to the whole of it, brackets included, so that
 * typing replaces it as the check's panel does when a line is clicked (go-to-field.ts). Not a
 * scaffolding prompt: that is a sentence, and a word of it double-clicked is that word. Probed by
 * tests/e2e/admin.spec.ts.
 */

import { placeholdersIn } from '../catalogue/placeholders.ts';
import { positionIn } from './go-to-field.ts';

/**
 * The placeholder of `text` that holds the selection from `start` to `end` and is more than it (in
 * UTF-16 units): its start and end, to be selected instead. Undefined for no selection, one outside
 * every marker, or one already the whole marker.
 */
export function placeholderAround(text: string, start: number, end: number): { start: number; end: number } | undefined {
  if (end <= start) return undefined;
  const hit = placeholdersIn(text).find((h) => !h.prompt && h.index <= start && end <= h.index + h.found.length);
  if (!hit || (hit.index === start && hit.found.length === end - start)) return undefined;
  return { start: hit.index, end: hit.index + hit.found.length };
}

/** The block of a rich text box that holds `node`: a paragraph, heading, list item or quote, else the box. */
function blockOf(node: Node, box: HTMLElement): HTMLElement {
  const block = (node instanceof Element ? node : node.parentElement)?.closest<HTMLElement>('p, li, h1, h2, h3, h4, h5, h6, blockquote, td, th');
  return block && box.contains(block) ? block : box;
}

function widenInBox(box: HTMLInputElement | HTMLTextAreaElement): void {
  if (box.selectionStart === null || box.selectionEnd === null) return;
  const whole = placeholderAround(box.value, box.selectionStart, box.selectionEnd);
  if (whole) box.setSelectionRange(whole.start, whole.end);
}

function widenInRichText(box: HTMLElement): void {
  const selection = getSelection();
  if (!selection?.rangeCount) return;
  const range = selection.getRangeAt(0);
  if (!box.contains(range.startContainer)) return;
  const block = blockOf(range.startContainer, box);
  if (!block.contains(range.endContainer)) return;
  const before = document.createRange();
  before.setStart(block, 0);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const whole = placeholderAround(block.textContent ?? '', start, start + range.toString().length);
  const from = whole && positionIn(block, whole.start, false);
  const to = whole && positionIn(block, whole.end, true);
  if (from && to) selection.setBaseAndExtent(from[0], from[1], to[0], to[1]);
}

/** Widens a double-click's word to its placeholder, once the browser has selected the word (on the second press, before `dblclick`). */
export function selectWholePlaceholders(): void {
  document.addEventListener('dblclick', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) widenInBox(target);
    else if (target instanceof Node) {
      const box = (target instanceof Element ? target : target.parentElement)?.closest<HTMLElement>('[contenteditable="true"]');
      if (box) widenInRichText(box);
    }
  });
}
