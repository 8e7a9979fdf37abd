/**
 * Content files named as the editor lists them. A message of the build names a file by its path
 * (pages-data/jaipur/seo.yaml), as CI prints it for a terminal; content staff in the browser editor
 * see collections and entries, not folders: the editor's check names the file as its sidebar and
 * lists do, collection › entry ("Jaipur pages › /seo-company-jaipur", "Settings › Site settings"),
 * and a folder of pages by its collection ("Ajmer pages"). A path the editor does not list is left
 * as the build wrote it.
 */

/** A collection as the editor's configuration gives it (catalogue/cms/config.ts). */
export interface ListedCollection {
  label?: string;
  folder?: string;
  /** A collection of named files: each file with its label. */
  files?: { name: string; file: string; label?: string }[];
}

/** A path in a message: a file (.yaml, .md) or a folder (ending in "/"), not a site address ("/contact"). */
const PATH = /(?<![\w./-])[\w-][\w.-]*(?:\/[\w.-]+)*(?:\.(?:yaml|md)\b|\/)(?![\w-])/g;

/**
 * What names each file in a message: a page by its route (`routeOf`, from the pages as this session
 * knows them: the first of a page's list's lines, "/seo-company-jaipur · SEO Company in Jaipur | …"),
 * any other entry of a folder by its file's name (a post's slug, a shared section's name), an entry
 * of named files by its label.
 */
export function entryNamer(collections: readonly ListedCollection[], routeOf: (file: string) => string | undefined): (message: string) => string {
  const folders = new Map<string, string>();
  const files = new Map<string, string>();
  for (const { label, folder, files: named } of collections) {
    if (!label) continue;
    if (folder) folders.set(folder, label);
    for (const f of named ?? []) files.set(f.file, `${label} › ${f.label ?? f.name}`);
  }
  const nameOf = (path: string): string | undefined => {
    if (files.has(path)) return files.get(path);
    if (path.endsWith('/')) return folders.get(path.slice(0, -1));
    const at = path.lastIndexOf('/');
    const label = at < 0 ? undefined : folders.get(path.slice(0, at));
    return label && `${label} › ${routeOf(path) ?? path.slice(at + 1).replace(/\.(?:yaml|md)$/, '')}`;
  };
  return (message) => message.replace(PATH, (path) => nameOf(path) ?? path);
}
