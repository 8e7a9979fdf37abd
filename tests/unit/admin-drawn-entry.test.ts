import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cityOfPath, type EntryCollection, fileOfEntry, problemsOf } from '../../admin/check.ts';
import { collectionOfHash, currentEntry, drawnEntry, entryOfHash, followItem, isEntryHash, isNewEntryHash } from '../../admin/drawn-entry.ts';
import { followKept } from '../../admin/number-text.ts';
import { readFile } from '../../admin/formats.ts';
import { loadCatalogue } from '../../catalogue/catalogue.ts';
import { cmsConfig, ORIGINAL_FIELD } from '../../catalogue/cms/config.ts';
import { cmsInput } from '../../catalogue/cms/input.ts';
import { contentPaths } from '../../catalogue/load.ts';

/**
 * The check as Save is pressed reads the entry the editor last handed a drawn box of the site's
 * texts (admin/drawn-entry.ts), and holds it to its file, or for an entry not saved yet to its
 * collection's folder (admin/check.ts fileOfEntry), as `preSave` holds it to the file it is saved as.
 */

const root = join(import.meta.dirname, '../..');
const paths = contentPaths(root);
const input = cmsInput(loadCatalogue(paths), paths);
const { collections } = cmsConfig(input) as { collections: EntryCollection[] };
const { dirs, folders } = input;

describe('the entry the check reads as Save is pressed', () => {
  it('is held to its own file, or for a new one to its collection’s folder: a new Jaipur page to Jaipur', () => {
    expect(fileOfEntry({ collection: 'pages-jaipur', path: 'pages-data/jaipur/seo.yaml' }, collections, dirs)).toEqual({
      kind: 'page',
      path: 'pages-data/jaipur/seo.yaml',
    });
    expect(fileOfEntry({ collection: 'settings', path: 'site.config.yaml' }, collections, dirs)).toEqual({ kind: 'site', path: 'site.config.yaml' });
    expect(fileOfEntry({ collection: 'pages-jaipur', path: '' }, collections, dirs)).toEqual({ kind: 'page', path: 'pages-data/jaipur/' });
    expect(fileOfEntry({ collection: 'blog', path: '' }, collections, dirs)).toEqual({ kind: 'post', path: 'pages-data/blog/' });
    expect(fileOfEntry({ collection: 'shared', path: '' }, collections, dirs)).toEqual({ kind: 'section', path: 'pages-data/_shared/' });
    // A file of a collection of files not saved yet (the practice editor starts without the settings): the file the collection names for it.
    expect(fileOfEntry({ collection: 'settings', path: '', name: 'site' }, collections, dirs)).toEqual({ kind: 'site', path: 'site.config.yaml' });
    expect(fileOfEntry({ collection: 'settings', path: '', name: 'cities' }, collections, dirs)).toEqual({ kind: 'cities', path: 'pages-data/_cities.yaml' });
    expect(entryOfHash('#/collections/settings/entries/site')).toBe('site');
    // An entry is the view at its address, or at a new one's; not on a list, nor in the Assets view.
    expect(isEntryHash('#/collections/settings/entries/site')).toBe(true);
    expect(isEntryHash('#/collections/blog/new')).toBe(true);
    expect(isEntryHash('#/collections/blog/new?x=1')).toBe(true);
    expect(isEntryHash('#/collections/blog')).toBe(false);
    expect(isEntryHash('#/collections/blog/newest')).toBe(false);
    expect(isEntryHash('#/assets')).toBe(false);
    expect(isNewEntryHash('#/collections/blog/new')).toBe(true);
    expect(isNewEntryHash('#/collections/blog/entries/new')).toBe(false);
    // No entry named, or a collection the editor does not have: not checked as Save is pressed.
    expect(fileOfEntry({ collection: 'settings', path: '' }, collections, dirs)).toBeUndefined();
    expect(fileOfEntry({ collection: 'pages-nowhere', path: '' }, collections, dirs)).toBeUndefined();

    // A new page in Jaipur's folder without its geo tags: refused as the save of its file would be.
    const form = readFile('page', readFileSync(join(root, 'pages-data/jaipur/seo.yaml'), 'utf8'));
    delete form[ORIGINAL_FIELD];
    delete (form.meta as { geo?: unknown }).geo;
    const file = fileOfEntry({ collection: 'pages-jaipur', path: '' }, collections, dirs)!;
    expect(cityOfPath(file.path, dirs, folders)).toBe('Jaipur');
    const codes = problemsOf(file.kind, form, { city: cityOfPath(file.path, dirs, folders), path: file.path }).map((p) => `${p.code} ${p.field}`);
    expect(codes).toEqual(['geo-missing meta']);
  });

  it('is the one last handed to a box of the site’s texts still drawn, in the collection the editor shows', () => {
    const entry = (path: string) => ({ toJS: () => ({ collection: 'pages-jaipur', path, data: { route: path }, slug: 'seo' }) });
    const hash = '#/collections/pages-jaipur/entries/seo';
    expect(collectionOfHash(hash)).toBe('pages-jaipur');
    expect(collectionOfHash('#/collections/blog/new?x=1')).toBe('blog');
    expect(collectionOfHash('#/assets')).toBeUndefined();
    expect(currentEntry(hash)).toBeUndefined();
    drawnEntry.mounted();
    drawnEntry.mounted();
    // Drawn before the editor handed it an entry: none.
    expect(currentEntry(hash)).toBeUndefined();
    drawnEntry.shown(entry('first'));
    drawnEntry.shown(entry('pages-data/jaipur/seo.yaml'));
    // A control drawn without an entry keeps the last one given.
    drawnEntry.shown(undefined);
    expect(currentEntry(hash)).toEqual({ collection: 'pages-jaipur', path: 'pages-data/jaipur/seo.yaml', data: { route: 'pages-data/jaipur/seo.yaml' } });
    // Another collection shown (the address changed, the box not yet taken away): not this entry.
    expect(currentEntry('#/collections/blog/entries/how-long-does-seo-take')).toBeUndefined();
    drawnEntry.unmounted();
    expect(currentEntry(hash)?.path).toBe('pages-data/jaipur/seo.yaml');
    // The last such box taken away: nothing drawn is the form's.
    drawnEntry.unmounted();
    expect(currentEntry(hash)).toBeUndefined();
    drawnEntry.mounted();
    expect(currentEntry(hash)).toBeUndefined();
    drawnEntry.unmounted();
  });
});

/** An entry as the editor hands it: `getIn` over plain data (Immutable's, for the check's reads). */
const entry = (data: unknown) => ({
  toJS: () => ({ data }),
  getIn: (path: readonly (string | number)[]) =>
    path.slice(1).reduce<unknown>((value, key) => (value as Record<string | number, unknown> | undefined)?.[key], data),
});

/** The marks the editor gives a changed list's items. */
type Marks = { __sc_item_id?: string; __sc_item_original_key_path?: string };
let ids = 0;
/**
 * The editor's own changes to the list at `keyPath` (Sveltia CMS 0.221.1, its list field of items with
 * fields: add, remove, move, duplicate), marks and all.
 */
const changesTo = (keyPath: string) => {
  const marked = <T extends Marks>(list: T[], withIds: boolean): T[] =>
    list.map((item, index) => ({
      ...item,
      ...(withIds ? { __sc_item_id: item.__sc_item_id ?? `id${++ids}` } : {}),
      __sc_item_original_key_path: item.__sc_item_original_key_path ?? `${keyPath}.${index}`,
    }));
  return {
    added: <T extends Marks>(list: T[], at: number, item: T) => marked(list, false).toSpliced(at, 0, { ...item, __sc_item_id: `id${++ids}` }),
    duplicated: <T extends Marks>(list: T[], of: number) =>
      marked(list, false).toSpliced(of + 1, 0, { ...structuredClone(marked(list, false)[of]!), __sc_item_id: `id${++ids}` }),
    removed: <T extends Marks>(list: T[], at: number) => marked(list, false).toSpliced(at, 1),
    moved: <T extends Marks>(list: T[], from: number, to: number) => {
      const next = marked(list, true);
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    },
  };
};

describe('a field the check marked, followed one change of the form at a time as the items of its lists change (admin/check.ts)', () => {
  type Faq = { question: string; answer: string } & Marks;
  type Section = { type: string; items?: Faq[] } & Marks;
  const faq = (...answers: string[]): Section => ({ type: 'faq', items: answers.map((answer) => ({ question: `Q ${answer}`, answer })) });
  const page = (sections: Section[]) => entry({ sections });
  const first = (): Section[] => [{ type: 'hero' }, faq('a', 'b', 'c'), { type: 'cta' }];
  const sections = changesTo('sections');
  const items = changesTo('sections.1.items');
  const withItems = (list: Section[], change: (items: Faq[]) => Faq[]) =>
    list.map((section, i) => (i === 1 ? { ...section, items: change(section.items!) } : section));

  it('goes where its item went: dragged, another added, duplicated or removed above it, edited on the way', () => {
    const dragged = withItems(first(), (list) => items.moved(list, 1, 0));
    expect(followItem('sections.1.items.1.answer', page(first()), page(dragged))).toBe('sections.1.items.0.answer');
    // Its answer edited, then the item moved again (by what it held, it was lost here).
    const edited = withItems(dragged, (list) => list.map((item) => (item.answer === 'b' ? { ...item, answer: 'B, edited' } : item)));
    expect(followItem('sections.1.items.0.answer', page(dragged), page(edited))).toBe('sections.1.items.0.answer');
    const again = withItems(edited, (list) => items.moved(list, 0, 2));
    expect(followItem('sections.1.items.0.answer', page(edited), page(again))).toBe('sections.1.items.2.answer');
    // A section added above the FAQ: the same answer, one section down; then the hero removed.
    const added = sections.added(first(), 1, { type: 'stats' });
    expect(followItem('sections.1.items.2.answer', page(first()), page(added))).toBe('sections.2.items.2.answer');
    expect(followItem('sections.2.items.2.answer', page(added), page(sections.removed(added, 0)))).toBe('sections.1.items.2.answer');
    // The question above duplicated: one item down; its own duplicated: it stays, the copy is below.
    expect(followItem('sections.1.items.1.answer', page(first()), page(withItems(first(), (list) => items.duplicated(list, 0))))).toBe(
      'sections.1.items.2.answer',
    );
    expect(followItem('sections.1.items.1.answer', page(first()), page(withItems(first(), (list) => items.duplicated(list, 1))))).toBe(
      'sections.1.items.1.answer',
    );
    // Nothing moved, or only what it holds changed: where it was.
    expect(followItem('sections.2.type', page(first()), page(first()))).toBe('sections.2.type');
    const answered = withItems(first(), (list) => list.map((item, i) => (i === 1 ? { ...item, answer: 'B!' } : item)));
    expect(followItem('sections.1.items.1.answer', page(first()), page(answered))).toBe('sections.1.items.1.answer');
  });

  it('is gone with its item removed, or added since and the list reverted; back at its place in the file with the list reverted', () => {
    expect(followItem('sections.1.items.1.answer', page(first()), page(withItems(first(), (list) => items.removed(list, 1))))).toBeUndefined();
    expect(followItem('sections.1.items.1.answer', page(first()), page(sections.removed(first(), 1)))).toBeUndefined();
    // Revert All Changes: the editor's marks gone with the changes, each item where the file has it.
    // The FAQ moved to the top, then its last question to its top.
    const moved = sections
      .moved(first(), 1, 0)
      .map((section, i) => (i === 0 ? { ...section, items: changesTo('sections.0.items').moved(section.items!, 2, 0) } : section));
    expect(followItem('sections.0.items.0.answer', page(moved), page(first()))).toBe('sections.1.items.2.answer');
    const added = withItems(first(), (list) => items.added(list, 0, { question: '', answer: '' }));
    expect(followItem('sections.1.items.0.answer', page(added), page(first()))).toBeUndefined();
    expect(followItem('sections.1.items.3.answer', page(added), page(first()))).toBe('sections.1.items.2.answer');
    // Followed from before its removal, several changes later: still gone; back once the list is
    // reverted, where the file has it (Revert All Changes after a removal by mistake).
    const dragged = withItems(first(), (list) => items.moved(list, 2, 0));
    const more = withItems(
      withItems(dragged, (list) => items.removed(list, 1)),
      (list) => items.added(list, 0, { question: '', answer: '' }),
    );
    expect(followItem('sections.1.items.1.answer', page(dragged), page(more))).toBeUndefined();
    expect(followItem('sections.1.items.1.answer', page(dragged), page(first()))).toBe('sections.1.items.0.answer');
  });

  it('in a list of plain values (a page’s keywords), goes with its value; edited, stays; removed, goes', () => {
    const keywords = (...list: string[]) => entry({ meta: { keywords: list } });
    const before = keywords('seo jaipur', 'TODO', 'local seo');
    // The first removed, or the item moved to the top (the editor marks no plain value).
    expect(followItem('meta.keywords.1', before, keywords('TODO', 'local seo'))).toBe('meta.keywords.0');
    expect(followItem('meta.keywords.1', before, keywords('TODO', 'seo jaipur', 'local seo'))).toBe('meta.keywords.0');
    expect(followItem('meta.keywords.1', before, keywords('seo jaipur', 'TODO', 'local seo', ''))).toBe('meta.keywords.1');
    expect(followItem('meta.keywords.1', before, keywords('seo jaipur', 'seo ajmer', 'local seo'))).toBe('meta.keywords.1');
    expect(followItem('meta.keywords.1', before, keywords('seo jaipur', 'local seo'))).toBeUndefined();
    // One of two alike is not followed by its value.
    const alike = keywords('TODO', 'seo jaipur', 'TODO');
    expect(followItem('meta.keywords.2', alike, keywords('seo jaipur', 'TODO'))).toBeUndefined();
    // Without an entry (no box of the site's texts drawn): where it was.
    expect(followItem('sections.1.items.1.answer', undefined, before)).toBe('sections.1.items.1.answer');
  });
});

describe('a number box’s text kept from the editor, followed as the items of its list change (admin/number-text.ts)', () => {
  type Item = { name: string; percentage: number; __sc_item_id?: string; __sc_item_original_key_path?: string };
  const tabs = (): Item[] => [
    { name: 'SEO', percentage: 86 },
    { name: 'Ads', percentage: 40 },
    { name: 'Social', percentage: 93 },
  ];
  const page = (list: Item[]) => entry({ sections: [{ type: 'hero' }, { type: 'service-tabs', tabs: list }] });
  const { duplicated, removed, moved, ...changes } = changesTo('sections.1.tabs');
  const added = (list: Item[], at: number) => changes.added(list, at, { name: '', percentage: 0 });
  const ads = (list: Item[]) => new Map([[`sections.1.tabs.${list.findIndex((item) => item.name === 'Ads')}.percentage`, { text: '40%', number: '40' }]]);
  const follow = (before: Item[], now: Item[]) => [...followKept(ads(before), page(before), page(now)).keys()];

  it('goes with its item: moved, another added, duplicated or removed above it, the item edited too', () => {
    expect(follow(tabs(), moved(tabs(), 1, 0))).toEqual(['sections.1.tabs.0.percentage']);
    expect(follow(tabs(), added(tabs(), 0))).toEqual(['sections.1.tabs.2.percentage']);
    expect(follow(tabs(), removed(tabs(), 0))).toEqual(['sections.1.tabs.0.percentage']);
    // Duplicated: the text stays with the item typed in, not its copy below.
    expect(follow(tabs(), duplicated(tabs(), 1))).toEqual(['sections.1.tabs.1.percentage']);
    // The tab above duplicated: the copy under it pushes it down.
    expect(follow(tabs(), duplicated(tabs(), 0))).toEqual(['sections.1.tabs.2.percentage']);
    // One change after another, its item's name edited between them.
    const first = added(tabs(), 0);
    const edited = first.map((item) => (item.name === 'Ads' ? { ...item, name: 'Google Ads' } : item));
    const second = moved(edited, 2, 3);
    const third = duplicated(second, 0);
    expect(followItem('sections.1.tabs.2.percentage', page(first), page(edited))).toBe('sections.1.tabs.2.percentage');
    expect(followItem('sections.1.tabs.2.percentage', page(edited), page(second))).toBe('sections.1.tabs.3.percentage');
    expect(followItem('sections.1.tabs.3.percentage', page(second), page(third))).toBe('sections.1.tabs.4.percentage');
    // Another section added above: the list itself moved down.
    const sections = [
      { type: 'hero' },
      { type: 'stats', __sc_item_id: 'new' },
      { type: 'service-tabs', tabs: tabs(), __sc_item_original_key_path: 'sections.1' },
    ];
    expect(followItem('sections.1.tabs.1.percentage', page(tabs()), entry({ sections }))).toBe('sections.2.tabs.1.percentage');
    // Nothing changed in the list: where it was.
    expect(follow(tabs(), tabs())).toEqual(['sections.1.tabs.1.percentage']);
  });

  it('goes when its item is removed, or the editor holds another number there (Arrow Up, Revert Changes)', () => {
    expect(follow(tabs(), removed(tabs(), 1))).toEqual([]);
    const up = tabs().map((item) => (item.name === 'Ads' ? { ...item, percentage: 41 } : item));
    expect(follow(tabs(), up)).toEqual([]);
    expect(followItem('sections.1.tabs.2.percentage', page(tabs()), page(tabs().slice(0, 2)))).toBeUndefined();
    // Its duplicate has its original key path too: the item removed, the text is not handed to the copy
    // (a content editor's trial: a tab added, the text's tab duplicated, then removed).
    const withNew = added(tabs(), 0);
    const copied = duplicated(withNew, 2);
    expect(followItem('sections.1.tabs.2.percentage', page(withNew), page(copied))).toBe('sections.1.tabs.2.percentage');
    expect(followItem('sections.1.tabs.2.percentage', page(copied), page(removed(copied, 2)))).toBeUndefined();
    expect(followItem('sections.1.tabs.3.percentage', page(copied), page(removed(copied, 2)))).toBe('sections.1.tabs.2.percentage');
  });
});
