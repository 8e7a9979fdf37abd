import { FORMATS, type FormatKind } from '../catalogue/cms/config.ts';
import { type FilesBuilt, unreadCount, unreadIn, unreadListedMessage, whenUnread } from './unread-files.ts';

/**
 * A file the editor could not read is left out of its folder's list: the list showed "This
 * collection has no entries yet." over a shared section that was there, and the editor's notice
 * said only "There were errors while parsing entry files. Check the browser console for details.",
 * a console content staff do not have (a content editor's trial, 2026-12-08: "I would create one").
 * The folder's list says which of its files it leaves out, and why, above its entries; the notice
 * says where to look. Nothing watches the page until a file could not be read.
 */

/** The note's class (admin.css). */
const NOTE = 'unread-note';

/** The collection whose list of entries the editor's address shows (`#/collections/shared`), not an entry's. */
const listedCollection = (hash: string): string | undefined => /^#\/collections\/([^/?]+)(?:\?.*)?$/.exec(hash)?.[1];

/** What the editor's notice says of files it could not parse (Sveltia CMS 0.221.1, `entry_parse_errors`). */
const PARSE_ERRORS = /There (?:was an error|were errors) while parsing (?:an entry file|entry files)\. Check the browser console for details\./;

/** The notice in words content staff can act on. */
export const unreadNotice = (count: number): string =>
  `The editor could not read ${count === 1 ? 'a file' : `${count} files`} of the site's content, which ${count === 1 ? 'its list leaves' : 'their lists leave'} out and ${count === 1 ? 'names' : 'name'} above ${count === 1 ? 'its' : 'their'} entries: mend ${count === 1 ? 'it' : 'them'} in a text editor or on GitHub (npm run validate names the line), then reload the editor.`;

export function noteUnreadInLists(collections: readonly { name: string; folder?: string; format?: string }[], built: () => FilesBuilt): void {
  const kindOf = (format: string | undefined) => (Object.keys(FORMATS) as FormatKind[]).find((k) => FORMATS[k] === format);
  const mend = () => {
    for (const alert of document.querySelectorAll('.sui.toast .sui.alert')) {
      const walker = document.createTreeWalker(alert, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        if (PARSE_ERRORS.test(node.textContent ?? '')) node.textContent = unreadNotice(unreadCount());
    }
    const name = listedCollection(location.hash);
    const list = document.querySelector('#collection-container .main-inner-main');
    const shown = list?.querySelector<HTMLElement>(`:scope > .${NOTE}`);
    const collection = collections.find((c) => c.name === name);
    const kind = kindOf(collection?.format);
    const listed = collection?.folder && kind ? unreadIn(kind, collection.folder, built()) : [];
    const text = listed.length > 0 ? unreadListedMessage(listed) : undefined;
    if (shown?.textContent === text) return;
    shown?.remove();
    if (!list || !text) return;
    list.prepend(Object.assign(document.createElement('p'), { className: NOTE, role: 'note', textContent: text }));
  };
  let watching = false;
  whenUnread(() => {
    if (watching) return mend();
    watching = true;
    new MutationObserver(mend).observe(document.body, { childList: true, subtree: true });
    window.addEventListener('hashchange', mend);
    mend();
  });
}
