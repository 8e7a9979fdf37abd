import { FIELD, ITEM, ITEM_FOLD, ITEM_LIST, ITEM_REMOVE_LABEL, LIST_BAR, namedAdd } from './list-markup.ts';
import { openerOf, openersOf } from './menus.ts';

/**
 * Where the editor leaves the focus.
 *
 * Where the editor redraws the control that has the focus, the focus falls to the page's body, and
 * the keyboard's next Tab starts again at the top of the editor. The image picker does that
 * (Sveltia CMS, pinned 0.221.1): its Insert hands the focus back to the field's Replace button that
 * opened it, and the field then draws its buttons anew for the file chosen. Where the field is still
 * there, the focus goes to its like in the field as soon as it is drawn: the control of the same
 * name (the new Replace), or of the same part of the field (`aria-controls`), or that does what it
 * did (Replace for the Browse of an image field that was empty); if none comes within
 * a moment, another of its buttons for a button (not its options' menu), else its first control. A
 * control taken away with its field (an item removed) is left as it is, and so is a focus that went
 * anywhere but the body.
 *
 * A list's Add button (Add Keyword, Add Tag, Add Phone…), and a type chosen in Add Section's menu
 * or in ⋮ → Add Item Above, give the focus to the new item's Collapse button about 0.15 s after
 * the press (at times to the pane's ⋮ menu too), so staff who pressed it to write a keyword had to
 * Tab or click into its box first (five Tabs to a new section's Heading), what they typed at once
 * was lost, and a space or Enter pressed Add again. The focus goes on to the new item's first box,
 * whose label names the item ("Keyword"), or its first choice where it has no box to type in (a
 * Shared section's), as the editor hands it over, and stays there, or in the box staff went on to,
 * while the editor moves it on its own, in sight while the form draws what lies above it; what was
 * typed before the box had the focus is typed into it (`typeInNewItems`). Where staff moved on
 * before the editor's own move to the Collapse button (Tab, Esc, a click, a shortcut), that move
 * is undone as it comes, the focus back where they were.
 *
 * An item moved from the keyboard (its handle's arrow keys, Home, End) or with Move Up and Move
 * Down keeps the focus on that control at its new place, in sight (`keepMovedItemsInSight`).
 *
 * A list's Expand All or Collapse All, disabled by its own press, gives the focus to the button
 * beside it (`keepFocusByDisabledButtons`).
 */

/**
 * A field (or list item) the editor has not drawn yet: an empty block in its place until it comes
 * into view. (Not the chevron of an item's header, a `span` of the same class.)
 */
const UNDRAWN = 'div.placeholder';

/** What takes the focus in a field. */
const CONTROL = 'button, input, textarea, [contenteditable="true"], [tabindex="0"]';

/** A list item's controls that move it: its handle (Arrow Up/Down, Home/End) and, on a touch screen, Move Up and Move Down. */
const MOVER = 'button[data-action="reorder"], button[data-action="move-up"], button[data-action="move-down"]';

/** A list item's × button, which removes it. */
const REMOVE_BUTTON = `button[aria-label="${ITEM_REMOVE_LABEL}"]`;

/** A control's name as the editor writes it: its label, else its text. */
const nameOf = (control: Element) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';

/** The controls of `field` itself (not of a field within it) that take the focus now. */
const controlsOf = (field: Element) =>
  [...field.querySelectorAll<HTMLElement>(CONTROL)].filter(
    (control) => control.closest(FIELD) === field && !control.matches(':disabled, [aria-disabled="true"]') && control.checkVisibility(),
  );

/**
 * A button of the editor's (its `data-label`) that is drawn as another once the field changes: an
 * image field's Browse, while it is empty, is its Replace once a file is chosen.
 */
const SAME_ACTION: Readonly<Record<string, string>> = { Browse: 'Replace' };

/** How long the field may take to draw the control again (a photo's buttons wait for the photo to be read). */
const REDRAW_MS = 1_500;
const STEP_MS = 50;

export function keepFocusInRedrawnFields(doc: Document = document): void {
  doc.addEventListener(
    'focusout',
    (event) => {
      const lost = event.target;
      // Focus going to another element is its own move.
      if (!(lost instanceof Element) || (event as FocusEvent).relatedTarget) return;
      const field = lost.closest(FIELD);
      // (A control that moved its item is kept at the item's new place: keepMovedItemsInSight. An
      // item's ×, gone with its item, hands the focus to the item in its place: focusAfterRemovals;
      // here, the control of its name was the list's first ×, the Hero's.)
      if (!field || lost.matches(`${MOVER}, ${REMOVE_BUTTON}`)) return;
      const name = nameOf(lost);
      const controlled = lost.getAttribute('aria-controls');
      const action = lost.getAttribute('data-label');
      const sameAction = action ? SAME_ACTION[action] : undefined;
      const button = 'button, [role="button"]';
      // The control of the same name, or that works the same part of the field, once the editor has
      // drawn it again; if none comes, for a button any button of the field but its menu (the ⋮ of
      // its options, drawn unseen until pointed at), else the field's first control.
      const look = (waited: number) => {
        const nowhere = !doc.activeElement || doc.activeElement === doc.body;
        if (!nowhere || lost.isConnected || !field.isConnected) return;
        const controls = controlsOf(field);
        const like =
          controls.find((control) => control.tagName === lost.tagName && nameOf(control) === name) ??
          (controlled ? controls.find((control) => control.getAttribute('aria-controls') === controlled) : undefined) ??
          (sameAction ? controls.find((control) => control.getAttribute('data-label') === sameAction) : undefined);
        if (like) like.focus();
        else if (waited < REDRAW_MS) setTimeout(() => look(waited + STEP_MS), STEP_MS);
        else
          (
            (lost.matches(button) ? controls.find((control) => control.matches(button) && !control.hasAttribute('aria-haspopup')) : undefined) ?? controls[0]
          )?.focus();
      };
      setTimeout(() => look(0));
    },
    true,
  );
}

/**
 * How long after a press of an Add button, once the new item's box has the focus, the editor may
 * still move the focus of its own accord (it does, about 0.15 s after adding, to the new item's
 * Collapse button and at times to the pane's ⋮ menu). Where the box took the focus before that
 * move (handed over from the Collapse button given it here, not by the editor), it is kept up to
 * DRAWN_MS for the move, then ADDED_MS from it: the move came 1.1–1.4 s after the box at 4×
 * slowdown on a busy machine and 1.7–4.8 s at 14×, and one after ADDED_MS took the focus.
 */
const ADDED_MS = 1_500;

/**
 * How long a press of Add waits for the editor's next step towards the new item's box taking the
 * focus (the item drawn in its list, its Collapse button given the focus, its box), what staff type
 * meanwhile held for it: on a slower device the editor takes longer than ADDED_MS to draw the item
 * (3.3 s for the click on a type in Add Section's menu alone, at 4× slowdown), and the text typed at
 * once was lost with the wait. Each step starts the wait anew: at 14× slowdown the steps together
 * took longer than this wait (8.4 s from the click on Figures in Add Section's menu to the new
 * section's Collapse button, its Heading drawn after the wait had ended).
 */
const DRAWN_MS = 10_000;

/** The element holding `field`'s own items (not those of a list within them), where it is a list. */
const itemListOf = (field: Element | null | undefined) => [...(field?.querySelectorAll(ITEM_LIST) ?? [])].find((list) => list.closest(FIELD) === field);

/** A list item's folding button, the item open (a new item's). */
const ITEM_TOGGLE = `${ITEM_FOLD}[aria-expanded="true"]`;

/** What staff type in. */
const BOX = 'input:not([type="checkbox"], [type="radio"], [type="file"], [type="hidden"]), textarea, [contenteditable="true"]';

/**
 * What a new item's first box may be where it has none to type in: a choice (a Shared section's
 * list of shared sections, drawn as radio buttons), which the arrow keys or Space answer.
 */
const CHOICE = '[role="radio"], input[type="radio"], [role="combobox"], select';

/** An item of a menu (one the editor ever marked checked is a `menuitemcheckbox`: admin/a11y.ts). */
const MENU_ITEM = '[role="menuitem"], [role="menuitemcheckbox"]';

/** A field's Add button. */
const isAdd = (control: Element) => !!control.closest(FIELD) && namedAdd(control);

/**
 * The list of items that a press of `control` adds at the end of: a field's own Add button's (Add
 * Keyword), or Add Section's, whose menu's type `control` is; not ⋮ → Add Item Above's, which adds
 * elsewhere. (The list holds one element per item, each first drawn empty, as a placeholder, until
 * it comes into view.)
 */
function listAddedTo(control: Element, doc: Document): Element | undefined {
  const add = control.matches(MENU_ITEM) ? openerOf(control, doc) : control;
  const field = add?.matches('button') && !add.matches(MENU_ITEM) && isAdd(add) ? add.closest(FIELD) : null;
  return itemListOf(field);
}

/**
 * Whether a menu's item adds an item to a field: a type in the menu of a field's Add (Add Section),
 * or in that of an Add of a field's menu (⋮ → Add Item Above).
 */
function addsItem(item: Element, doc: Document): boolean {
  let viaAdd = false;
  for (const opener of openersOf(item, doc)) {
    viaAdd ||= namedAdd(opener);
    if (opener.closest(FIELD)) return viaAdd;
  }
  return false;
}

/**
 * How long a new item's box that took the focus is kept in sight while the form draws what lies
 * above it: the editor draws a field as it comes into view, taller than its placeholder, and the
 * new item at the foot of a long page was pushed down out of sight (1,300 px on the SEO page).
 * Counted from the last time it moved, up to DRAWN_MS: on a slower device the form drew the items
 * above a new FAQ question up to 4.5 s after Add Item (at 4× slowdown), and pushed its box below
 * the window after 1.5 s of keeping it in sight (a content editor's trial: 6 tries in 6).
 */
const SETTLE_MS = 1_500;

/**
 * Whether `element` lies whole within its scrolling ancestors and the window, and is not under
 * something drawn over them (the form's Add Section bar, which stays at the foot of its pane).
 */
function inSight(element: Element): boolean {
  const box = element.getBoundingClientRect();
  let [top, bottom] = [0, innerHeight];
  for (let up = element.parentElement; up; up = up.parentElement)
    if (/auto|scroll/.test(getComputedStyle(up).overflowY)) {
      const view = up.getBoundingClientRect();
      [top, bottom] = [Math.max(top, view.top), Math.min(bottom, view.bottom)];
    }
  const x = box.left + box.width / 2;
  const at = (y: number) => element.ownerDocument.elementFromPoint(x, y);
  const middle = at(box.top + box.height / 2);
  // (Nor its top or foot under a list's bar: a handle moved a bar's height less a few pixels lay
  // 5–6 px under one, its middle clear.)
  const underBar = [box.top + 2, box.bottom - 2].map(at).some((onTop) => onTop && !element.contains(onTop) && onTop.closest(LIST_BAR));
  return box.top >= top && box.bottom <= bottom && middle !== null && element.contains(middle) && !underBar;
}

/**
 * Listens until staff scroll or point (or, with `keysEnd`, press a key): whether they have (`ended`),
 * and how to stop listening (`end`).
 */
export function untilStaffMove(doc: Document, keysEnd = false): { ended: () => boolean; end: () => void } {
  const moves = ['wheel', 'touchmove', 'pointerdown', ...(keysEnd ? ['keydown'] : [])];
  let over = false;
  const end = () => {
    over = true;
    for (const type of moves) doc.removeEventListener(type, end, true);
  };
  for (const type of moves) doc.addEventListener(type, end, true);
  return { ended: () => over, end };
}

/** The list item an animation slides to its new place, as the editor draws a move; none for any other animation. */
const itemSlid = (slide: Animation): Element | undefined =>
  slide.effect instanceof KeyframeEffect && slide.effect.target instanceof Element && slide.effect.target.matches(ITEM) ? slide.effect.target : undefined;

/**
 * Whether a list's items are sliding to their places, as the editor draws a move: for those frames
 * an item may lie over its neighbour's controls, and a moved section's handle, judged out of sight
 * under the item it passed, was brought to the form's middle, the list jumping 160 px the other way
 * at Arrow Up (a trial at 1280 px: 3 of 4 moves up).
 */
const slidingItems = (doc: Document) => doc.getAnimations().some((slide) => slide.playState === 'running' && itemSlid(slide));

/**
 * For SETTLE_MS from the last time it moved (up to DRAWN_MS), frame by frame, until staff scroll or
 * point (or, with `keysEnd`, press a key): the control `held()` names (undefined while it is not
 * drawn; null once staff have taken the focus elsewhere, which ends it) is given the focus where it
 * lacks it and brought back into sight, to the form's middle or, with `block: 'nearest'`, only as
 * far as clears the bars (the form's scroll padding, admin.css). Returns how to end it.
 */
function holdInSight(
  doc: Document,
  held: () => HTMLElement | null | undefined,
  { keysEnd = false, block = 'center' }: { keysEnd?: boolean; block?: ScrollLogicalPosition } = {},
): () => void {
  const started = performance.now();
  let until = started + SETTLE_MS;
  // (Where the control stood at the end of the last frame, after any scroll of this module's.)
  let stood: number | undefined;
  let lastFrame = started;
  const { ended, end } = untilStaffMove(doc, keysEnd);
  const look = () => {
    // Time the page drew no frame does not count: with a page's sections open, the editor took 1.5 s
    // to draw a move (its items drawn anew), and the hold had ended by its first frame, the moved
    // handle left 1,900 px below the form's foot (a probe, 1 run in 5).
    const now = performance.now();
    if (now - lastFrame > FRAME_GAP_MS) until = Math.min(until + now - lastFrame, started + DRAWN_MS);
    lastFrame = now;
    const box = ended() || now > until ? null : held();
    if (box === null) {
      end();
      return;
    }
    if (box && doc.activeElement !== box) box.focus({ preventScroll: true });
    if (box && stood !== undefined && box.getBoundingClientRect().top !== stood) until = Math.min(performance.now() + SETTLE_MS, started + DRAWN_MS);
    if (box && !slidingItems(doc) && !inSight(box)) box.scrollIntoView({ block });
    stood = box?.getBoundingClientRect().top;
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  return end;
}

/** A wait between two frames longer than this is the page busy, not counted in holdInSight's time. */
const FRAME_GAP_MS = 100;

/** Brings `box` back into sight while it has the focus (holdInSight). */
const keepInSight = (box: HTMLElement, doc: Document) => holdInSight(doc, () => (doc.activeElement === box ? box : null));

/** A key that types a character. */
const typesText = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * While the editor answers a press of Add: when it was pressed or last took a step towards the new
 * box (DRAWN_MS), the box that has the focus since (the new item's, or one staff went on to), what
 * staff typed before there was one, the box to select as it takes the focus, the new item's Collapse
 * button while the focus waits there for its first box, the list added to and how many items it
 * had, whether the item is drawn in its list, whether the editor has made its own move to the
 * Collapse button (`moved`; `handing` while this module gives it the focus), and whether that move
 * is still to come once the box has the focus (`awaited`).
 */
type Pending = {
  at: number;
  box?: HTMLElement;
  typed: string;
  first?: HTMLElement;
  toggle?: Element;
  list?: Element;
  count?: number;
  drawn?: boolean;
  moved?: boolean;
  handing?: boolean;
  awaited?: boolean;
};

export function typeInNewItems(doc: Document = document): void {
  let pending: Pending | undefined;
  /**
   * A press of Add whose hand-over staff ended (or whose wait ran out) before the editor's own move
   * to the new item's Collapse button, while that move may still come (DRAWN_MS from the editor's
   * last step). Staff who pressed Tab or Esc, the pointer off a box or a shortcut as soon as they
   * had chosen a section's type had the focus taken by that move 0.5–3 s later, and kept there (a
   * content editor's trial at 4× slowdown: 6 tries in 8 at either width); it now goes back to where
   * they were.
   */
  let late: Pending | undefined;
  const lateMove = () => {
    if (late && performance.now() - late.at > DRAWN_MS) late = undefined;
    return late;
  };
  /** Ends the hand-over `p`, its wait for the editor's own move kept where that move is still to come. */
  const end = (p: Pending) => {
    if (pending === p) pending = undefined;
    if (!p.moved) [late, p.at] = [p, performance.now()];
  };
  const live = () => {
    // (From the press while no box has the focus yet; from the moment the new box took it after, or
    // the editor's own move.)
    if (pending && performance.now() - pending.at > (pending.box && !pending.awaited ? ADDED_MS : DRAWN_MS)) end(pending);
    return pending;
  };
  /**
   * What staff last did that moves the focus: the element they pressed the pointer on, whether
   * they are tabbing (Tab held down), the frame they went into (the preview's). A focus that
   * follows either of the first two is theirs.
   */
  const staff: { pressed: EventTarget | null; tabbing: boolean; away: Element | null } = { pressed: null, tabbing: false, away: null };
  doc.addEventListener('pointerdown', (event) => Object.assign(staff, { pressed: event.target, tabbing: false, away: null }), true);
  doc.addEventListener('keydown', (event) => Object.assign(staff, { pressed: null, tabbing: event.key === 'Tab', away: null }), true);
  doc.addEventListener(
    'keyup',
    (event) => {
      if (event.key === 'Tab') staff.tabbing = false;
    },
    true,
  );
  // Staff going into the preview (a frame of its own, whose pointer and keys are not seen here) or
  // away from the window move on too: a click in the preview after Add had the focus taken back to
  // the new section's Heading (a content editor's trial at 4× slowdown, 4 tries in 4).
  doc.defaultView?.addEventListener('blur', () => {
    staff.away = doc.activeElement;
    const p = live();
    if (p) end(p);
  });
  doc.addEventListener(
    'click',
    (event) => {
      const control = event.target instanceof Element ? event.target.closest(`button, ${MENU_ITEM}`) : null;
      // (An Add that opens a menu, Add Section's of types, adds nothing yet: its menu takes the keys.
      // The type chosen in it adds.)
      if (control && (isAdd(control) ? !control.hasAttribute('aria-haspopup') : control.matches(MENU_ITEM) && addsItem(control, doc))) {
        const list = listAddedTo(control, doc);
        if (list) keepHoldersStill(doc, list);
        const p: Pending = { at: performance.now(), typed: '', list, count: list?.children.length };
        // (A new press: the last one's late move, if any, is this one's to keep the box from.)
        [pending, late] = [p, undefined];
        if (list) handOverNewItem(p, list);
      }
    },
    true,
  );
  /**
   * The editor gives the focus to the new item's Collapse button once, 0.15 s after it adds the item:
   * an item still drawn empty then, which it does where the page is slow to draw (a Shared section
   * added at the foot of the SEO page right after another section's removal, 2 runs in 10), had no
   * button, and the focus stayed on Add Section with the new item unseen below it. It is handed over
   * once the item is drawn, while the focus is still on the Add button (or fell to the page). (Where
   * staff have moved on meanwhile, the item drawn still starts anew the wait for the editor's move.)
   */
  const handOverNewItem = (p: Pending, list: Element) => {
    const look = () => {
      const waiting = live() === p;
      if ((!waiting && lateMove() !== p) || p.box || !list.isConnected) return;
      const added = list.children.length > (p.count ?? 0) ? list.lastElementChild : null;
      // (The item in its list: the editor's next step, the wait starts anew.)
      if (added && !p.drawn) [p.drawn, p.at] = [true, performance.now()];
      if (!waiting) {
        if (!p.drawn) setTimeout(look, STEP_MS);
        return;
      }
      const toggle = added?.querySelector<HTMLElement>(ITEM_TOGGLE);
      const focus = doc.activeElement;
      if (toggle && (!focus || focus === doc.body || isAdd(focus))) {
        p.handing = true;
        toggle.focus();
        p.handing = false;
      } else setTimeout(look, STEP_MS);
    };
    setTimeout(look, STEP_MS);
  };
  // Staff moving on their own (the pointer elsewhere than a box, Tab, Esc, a shortcut such as Ctrl+S) end it.
  doc.addEventListener(
    'pointerdown',
    (event) => {
      const p = live();
      if (p && !(event.target instanceof Element && event.target.closest(BOX))) end(p);
    },
    true,
  );
  // Typed before the new box has the focus: kept for it, rather than lost or, a space or Enter,
  // pressing Add again (an empty item for each).
  for (const type of ['keydown', 'keyup'] as const)
    doc.addEventListener(
      type,
      (event) => {
        const p = live();
        if (!p) return;
        if (event.key === 'Tab' || event.key === 'Escape' || event.ctrlKey || event.metaKey || event.altKey) {
          end(p);
          return;
        }
        if (p.box) return;
        if (typesText(event) || event.key === 'Enter') {
          // Nor seen by the control that has the focus meanwhile (Add Section's button, given it back
          // by its menu, opens the menu again on a space's keydown, and its type-ahead took the rest).
          event.preventDefault();
          event.stopPropagation();
          if (type === 'keydown' && event.key !== 'Enter') p.typed += event.key;
        }
      },
      true,
    );
  /** Whether `toggle` is the Collapse button of an item that the press `p` added (any, where its list is not known). */
  const addedBy = (p: Pending, toggle: Element) => !p.list || [...p.list.children].findIndex((item) => item.contains(toggle)) >= (p.count ?? 0);
  doc.addEventListener('focusin', (event) => {
    // The editor's late move, after staff moved on: back to where they were (not a focus they gave).
    const moved = lateMove();
    const toggle = event.target instanceof Element ? event.target.closest(ITEM_TOGGLE) : null;
    if (moved && toggle && addedBy(moved, toggle) && !staff.tabbing && !(staff.pressed instanceof Node && toggle.contains(staff.pressed))) {
      late = undefined;
      // (From the preview, the move's focus comes from another frame: none here.)
      const were = event.relatedTarget ?? staff.away;
      if (were instanceof HTMLElement && were.isConnected) were.focus();
      else if (event.target instanceof HTMLElement) event.target.blur();
      return;
    }
    const p = live();
    if (!p || !(event.target instanceof HTMLElement)) return;
    if (event.target.matches(`${BOX}, ${CHOICE}`)) {
      if (!p.box) {
        p.at = performance.now();
        // (Handed over from the new item's Collapse button before the editor's own move to it.)
        p.awaited = !!p.toggle && !p.moved;
      }
      p.box = event.target;
      // The new item's first box holding the text the form filled in (an FAQ section's heading,
      // "Frequently Asked Questions"): selected, so what staff type replaces it rather than adds to it;
      // once (given back after the editor's own move, it keeps what they typed since).
      if (event.target === p.first && (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)) event.target.select();
      p.first = undefined;
      // (A choice takes no text: what was typed for it is dropped.)
      if (p.typed && event.target.matches(BOX)) doc.execCommand('insertText', false, p.typed);
      p.typed = '';
      return;
    }
    // The new item's Collapse button given the focus by the editor, not by handOverNewItem.
    if (toggle && !p.handing && !p.moved) {
      p.moved = true;
      if (p.awaited) [p.awaited, p.at] = [false, performance.now()];
    }
    // The editor's own move: back to the box that has the focus since the press.
    if (p.box?.isConnected) {
      p.box.focus();
      return;
    }
    // The new item's Collapse button: on to its first box, once the item's body is drawn.
    // (One look at a time: the editor's own hand-over may come while ours is looking.)
    if (!toggle || p.toggle === toggle) return;
    p.toggle = toggle;
    // (The editor's next step: the wait for the box starts anew.)
    p.at = performance.now();
    const look = (waited: number) => {
      if (doc.activeElement !== toggle || live() !== p) {
        if (p.toggle === toggle) p.toggle = undefined;
        return;
      }
      const body = doc.getElementById(toggle.getAttribute('aria-controls') ?? '');
      /** The first control `selector` names in `root` that is shown and enabled. */
      const first = (selector: string, root: Element | null | undefined = body) =>
        [...(root?.querySelectorAll<HTMLElement>(selector) ?? [])].find((b) => b.checkVisibility() && !b.matches(':disabled'));
      // Its field to fill in drawn first: a box of the site's texts (a Figures section's Heading) is a
      // widget the editor draws a moment after the fields below it, whose box took the focus and
      // what was typed (the Intro's). A field with no control yet but its menu is still to come.
      const field = body ? fieldToFill(body) : undefined;
      const drawn = !!field && drawnField(field);
      const box = drawn || waited >= REDRAW_MS ? (first(BOX, field) ?? first(BOX) ?? first(CHOICE)) : undefined;
      if (box) {
        p.first = box;
        box.focus();
        keepInSight(box, doc);
        return;
      }
      // The editor draws a field once it comes into view: one of the new item's still a placeholder
      // below the window (the item added at the foot of a long page, under the Add Section bar) is
      // brought into it.
      const undrawn = [...(body?.querySelectorAll<HTMLElement>(UNDRAWN) ?? [])].find((placeholder) => placeholder.checkVisibility());
      if (undrawn && !inSight(undrawn)) undrawn.scrollIntoView({ block: 'center' });
      // (Until the press's wait ends: on a slower device the body takes longer than REDRAW_MS.)
      setTimeout(() => look(waited + STEP_MS), STEP_MS);
    };
    look(0);
  });
}

/** Whether `field` has drawn a control of its own: with no control yet but its menu, it is still to come. */
const drawnField = (field: Element) => controlsOf(field).some((control) => control.getAttribute('aria-haspopup') !== 'menu');

/**
 * The field of a new item that staff fill in first: the first the editor marks required (its `*`),
 * else the first. Twelve of the nineteen section types begin with an optional Eyebrow (the hero
 * with its Badge) above the Heading they need, and what staff typed at once as the heading went
 * into the Eyebrow, the Save then refused for the Heading left empty. Undefined while a field
 * before it is not drawn yet: a placeholder in the window (the editor draws a field as it comes
 * into view, a frame or so later), or a field whose control and mark are still to come (a box of
 * the site's texts, a Figures section's Heading, is drawn after the fields below it, and marked
 * with it); a placeholder below the window is passed over.
 */
function fieldToFill(body: Element): Element | undefined {
  const list = body.closest(FIELD);
  // (The item's own fields and their placeholders, in order; not those of a group or list within them.)
  const slots = [...body.querySelectorAll(`${FIELD}, ${UNDRAWN}`)].filter(
    (slot) => (slot.matches(FIELD) ? slot.parentElement?.closest(FIELD) : slot.closest(FIELD)) === list && slot.checkVisibility(),
  );
  for (const slot of slots) {
    if (!slot.matches(FIELD)) {
      const { top, bottom } = slot.getBoundingClientRect();
      if (top < innerHeight && bottom > 0) return undefined;
      break;
    }
    if (!drawnField(slot)) return undefined;
    if (slot.querySelector(':scope > header > .required')) return slot;
  }
  return slots.find((slot) => slot.matches(FIELD));
}

/**
 * A list item moved by its Move Up or Move Down button (a touch screen's, or a click) keeps that
 * button where it was pressed, under the finger, so that a second tap moves the same item on. The
 * editor moves the item and leaves the list where it was: the neighbour's button of the same kind
 * slid under the finger, and a second tap moved that one, putting the pair back as they were (a
 * content editor's trial on a phone: 10 of 10 second taps after Move Down); after Move Up the list
 * jolted 14–76 px while the items slid to their places, the moved button judged out of sight under
 * its neighbour, and the second tap undid the move, moved the item again or hit nothing. From the
 * frame after the editor's move, the items' slide to their new places is ended and the form
 * scrolled by the distance the button moved, for UNDER_FINGER_MS or until staff scroll or tap: at
 * a list's first move the editor draws every item anew, each drawn in full a few frames later as
 * it comes into view, and the items above the button moved it again.
 */
function keepUnderFinger(doc: Document, list: Element, item: Element, to: number, control: HTMLElement): void {
  const pressedAt = control.getBoundingClientRect().top;
  const action = control.dataset.action;
  const started = performance.now();
  const { ended, end } = untilStaffMove(doc);
  const place = () => {
    // The item at its new place: the element moved there, or, where the editor drew every item anew
    // (the element pressed gone), the one drawn there, whose buttons come as it is drawn in full.
    const moved = list.children[to];
    if (ended() || performance.now() - started > UNDER_FINGER_MS || !moved || (item.isConnected && moved !== item)) {
      end();
      return;
    }
    const mover = [...moved.querySelectorAll<HTMLElement>(MOVER)].find((m) => m.dataset.action === action && m.closest(ITEM) === moved);
    if (mover) {
      for (const slide of list.getAnimations({ subtree: true })) if (itemSlid(slide)?.parentElement === list) slide.finish();
      // (The form's pane, which scrolls: admin.css and admin/check.ts know it by that class.)
      const off = mover.getBoundingClientRect().top - pressedAt;
      if (Math.abs(off) >= 1) list.closest('.content')?.scrollBy({ top: off, behavior: 'instant' });
    }
    requestAnimationFrame(place);
  };
  requestAnimationFrame(place);
}

/** How long a moved item's button is kept under the finger (keepUnderFinger). */
const UNDER_FINGER_MS = 500;

/**
 * The items that hold a list (a section, for its questions) slid from their size before a change
 * of the list to their new one, their text squeezed or stretched: at a list's first move, which
 * the editor draws by drawing the items anew, a frame shorter, the question above the one moved was
 * drawn 27 px lower and 4 px taller and slid back over 200 ms (the bars test's Arrow Down, 3 of 3);
 * at Add Item the section slid from its height before, the questions' text squeezed (the last
 * question 68 px tall against 72 for a frame or two, 2 of 2), and after a question's × stretched
 * (up to 79 px, sliding back to 72 over 200 ms, 2 of 2). Those items did not move; their slides are
 * ended as they start, for HOLDERS_STILL_MS from the move, the press of Add or ×, or the choice in
 * an item's ⋮ menu (keepHoldersStillAtMenus).
 */
function keepHoldersStill(doc: Document, list: Element): void {
  const holders = new Set<Element>();
  for (let up = list.parentElement?.closest(ITEM); up; up = up.parentElement?.closest(ITEM)) holders.add(up);
  if (holders.size === 0) return;
  const started = performance.now();
  const end = () => {
    for (const slide of doc.getAnimations()) {
      const item = itemSlid(slide);
      if (item && holders.has(item)) slide.finish();
    }
    if (performance.now() - started < HOLDERS_STILL_MS) requestAnimationFrame(end);
  };
  requestAnimationFrame(end);
}

/** How long from a move, an Add, a × or a choice in an item's ⋮ menu the slides of the items holding the list are ended (keepHoldersStill). */
const HOLDERS_STILL_MS = 500;

/**
 * An item's ⋮ menu changes its list too (Duplicate, Add Item Above, Add Item Below): the items
 * holding the list are kept still from the choice (keepHoldersStill), as from the list's Add and
 * the item's own buttons.
 */
export function keepHoldersStillAtMenus(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const choice = event.target instanceof Element ? event.target.closest(MENU_ITEM) : null;
      // (The item's ⋮, a menu or two up: Add Item Above opens one of types.)
      const list = choice && [...openersOf(choice, doc)].map((opener) => opener.closest(ITEM)?.parentElement).find(Boolean);
      if (list) keepHoldersStill(doc, list);
    },
    true,
  );
}

/** Where each key on a handle sends its item, as the editor moves it (none where it is at that end already). */
const MOVE_KEYS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowUp: (index) => index - 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Keeps the focus on the control that moved a list item, at the item's new place, and in sight:
 * the editor keeps it there as the item moves, which scrolls nothing, and draws the items around it
 * again, so a section moved up one place from the keyboard ended 1,500 px below the window, one
 * moved down 2,700 px below; and where it draws the moved item anew (End on a folded section), the
 * focus fell to the page and went to the list's first handle (keepFocusInRedrawnFields: the control
 * of the same name), whose next key moved the Hero. For SETTLE_MS, or until staff scroll, point or
 * move the focus on.
 */
export function keepMovedItemsInSight(doc: Document = document): void {
  let stop: (() => void) | undefined;
  const moved = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(MOVER) : null;
    const item = control?.closest(ITEM);
    const list = item?.parentElement;
    if (!control || !item || !list) return;
    const action = control.dataset.action ?? '';
    const index = [...list.children].indexOf(item);
    const count = list.children.length;
    // (A click on the handle moves nothing: it is pressed to drag.)
    const to =
      event instanceof KeyboardEvent
        ? action === 'reorder'
          ? MOVE_KEYS[event.key]?.(index, count)
          : undefined
        : action === 'move-up'
          ? index - 1
          : action === 'move-down'
            ? index + 1
            : undefined;
    if (to === undefined) return;
    // A key that cannot move the item (Arrow Up or Home on the first, Arrow Down or End on the last)
    // moves nothing, and the browser scrolled the form for it: Home to the form's top, the handle
    // 2,800–3,900 px below the window (a content editor's trial).
    if (to === index || to < 0 || to >= count) {
      if (event instanceof KeyboardEvent) event.preventDefault();
      return;
    }
    // The browser's scroll anchoring, on in the form (admin.css), would hold in place a node of an
    // item the move shifts, and slid the whole list by the item's height (the item seemed to move
    // the wrong way, and a second tap missed its button): not for the list while its items move.
    list.style.setProperty('overflow-anchor', 'none');
    requestAnimationFrame(() => requestAnimationFrame(() => list.style.removeProperty('overflow-anchor')));
    keepHoldersStill(doc, list);
    if (!(event instanceof KeyboardEvent)) keepUnderFinger(doc, list, item, to, control);
    stop?.();
    // (A key pressed next ends it too: a move key keeps the focus anew.)
    stop = holdInSight(
      doc,
      () => {
        // The item's control that moved it, where the item now is (or its other one, Move Up disabled at the top).
        const movers = [...(list.children[to]?.querySelectorAll<HTMLElement>(MOVER) ?? [])].filter(
          (m) => m.closest(ITEM) === list.children[to] && !m.matches(':disabled'),
        );
        const want = movers.find((m) => m.dataset.action === action) ?? movers[0];
        const at = doc.activeElement;
        // Fallen to the page, or given to another of the list's movers, it goes to the item's; anywhere
        // else, staff took it there.
        const fallen = !at || at === doc.body || (at.matches(MOVER) && list.contains(at));
        // The item drawn anew at a place out of view is a placeholder, drawn in full only as it comes
        // into view: brought there, so its control comes (End on a section with open sections below
        // it left it 1,200 px below the form's foot, the focus on the page: a content editor's trial).
        if (!want && fallen) list.children[to]?.querySelector(`:scope > ${UNDRAWN}`)?.scrollIntoView({ block: 'nearest' });
        return at === want || fallen ? want : null;
      },
      // (Brought only as far as clears the bars, as Tab brings a control: a section moved down at the
      // form's foot went under the Add Section bar, and the form jumped 305–404 px to bring its
      // handle to the middle at each press, the list seeming to jump by several items.)
      { keysEnd: true, block: 'nearest' },
    );
  };
  // Before the editor's own handlers, which move the item: its place is read as it was.
  doc.addEventListener('keydown', moved, true);
  doc.addEventListener('click', moved, true);
}

/**
 * After a list item's Remove × (asked first: admin/confirm-remove.ts, registered before this), the
 * focus goes to the Collapse button of the item now in its place, else of the one before, else to
 * the list's Add button, in sight. The editor means to, but gives it to the item's wrapper, which
 * takes none: where the list's items are known by their place (those read from the file), the ×
 * kept the focus as the next item's, and Enter or Space would ask to remove that one, out of the
 * window (3,000 px below it on the SEO page after its FAQ section's removal). Where no item is in
 * its place (the last removed), the editor gives it, 50 ms after the removal, to the first button of
 * what holds the list (the FAQ section's own Collapse button, for its questions, at its head), and
 * the form jumped there; and the list shrinks over a few frames as the item slides out, which took the button
 * below the form's foot. So the button is held in sight and given the focus back (holdInSight), in
 * the frame of the editor's move, before it is drawn, until staff press a key, point or scroll.
 */
export function focusAfterRemovals(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const remove = event.target instanceof Element ? event.target.closest<HTMLElement>(REMOVE_BUTTON) : null;
      const field = remove?.closest(FIELD);
      const list = itemListOf(field);
      const wrapper = list && [...list.children].find((child) => child.contains(remove));
      if (!remove || !field || !list || !wrapper) return;
      keepHoldersStill(doc, list);
      const [index, count] = [[...list.children].indexOf(wrapper), list.children.length];
      // (As the editor finds it: its list element's nearest group's first button.)
      const editorsChoice = list.closest('[role="group"]')?.querySelector('button');
      const look = (waited: number) => {
        const focus = doc.activeElement;
        if (focus !== remove && focus && focus !== doc.body && focus !== editorsChoice) return;
        if (list.children.length < count) {
          const items = [...list.children];
          const toggle = items[Math.min(index, items.length - 1)]?.querySelector<HTMLElement>(ITEM_FOLD);
          const next = toggle ?? controlsOf(field).find(isAdd);
          if (!next) return;
          next.focus({ preventScroll: true });
          holdInSight(doc, () => (next.isConnected ? next : null), { keysEnd: true });
        } else if (waited < REDRAW_MS) setTimeout(() => look(waited + STEP_MS), STEP_MS);
      };
      setTimeout(() => look(0), STEP_MS);
    },
    true,
  );
}

/**
 * A field's button that its own press disables (a list's Expand All, once every item is open;
 * Collapse All, once every one is folded) drops the focus to the page, and the keyboard's next Tab
 * started again at the top of the editor: the focus goes to the enabled button beside it (Collapse
 * All, Expand All), the next one, else the one before. Left as it is where the focus has gone
 * anywhere but the page.
 */
export function keepFocusByDisabledButtons(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const pressed = event.target instanceof Element ? event.target.closest('button') : null;
      if (!pressed?.closest(FIELD)) return;
      const look = (waited: number) => {
        if (!pressed.isConnected) return;
        if (!pressed.matches(':disabled')) {
          if (waited < REDRAW_MS) setTimeout(() => look(waited + STEP_MS), STEP_MS);
          return;
        }
        const focus = doc.activeElement;
        if (focus && focus !== doc.body && focus !== pressed) return;
        const beside = (from: Element | null, step: (e: Element) => Element | null) => {
          for (let e = from; e; e = step(e)) if (e.matches('button:not(:disabled)')) return e as HTMLElement;
        };
        (beside(pressed.nextElementSibling, (e) => e.nextElementSibling) ?? beside(pressed.previousElementSibling, (e) => e.previousElementSibling))?.focus();
      };
      setTimeout(() => look(0));
    },
    true,
  );
}
