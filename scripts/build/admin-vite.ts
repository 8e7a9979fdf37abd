/**
 * The browser editor's own Vite build (admin/index.html): hashed files only, nothing inline,
 * nothing from another host. It runs in a process of its own (scripts/build/admin.ts starts it in
 * the build pool, and caches what it makes): bundling the 2.7 MB editor takes about 1.1 GB, which
 * is given back when that process exits instead of staying in the build's. It returns the project
 * files the bundle was made from, for the cache's key.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import type { CtaSection } from '../../catalogue/closing-cta.ts';
import type { CmsInput } from '../../catalogue/cms/config.ts';
import type { Site } from '../../catalogue/site-schema.ts';
import { ADMIN_PATH } from '../postbuild/admin-path.ts';

export interface AdminInput {
  input: CmsInput;
  site: Site;
  /** The blog's call to action (the listing page's last cta), which the preview shows under a post that has none of its own. */
  blogCta?: CtaSection;
}

function cmsInputModule(data: AdminInput): Plugin {
  const id = 'virtual:cms-input';
  return {
    name: 'cms-input',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (resolved) =>
      resolved === `\0${id}`
        ? `export default ${JSON.stringify(data.input)};\nexport const site = ${JSON.stringify(data.site)};\nexport const blogCta = ${JSON.stringify(data.blogCta)};`
        : undefined,
  };
}

/**
 * The editor's three fonts are in its npm package, but its stylesheet names them on a CDN: they are
 * served from /admin/fonts/ instead, so the page loads nothing from another host.
 */
function localFonts(root: string): Plugin {
  const cdn = /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([\w-]+)(?::vf)?@[\d.]+\/([\w-]+)\.woff2/g;
  const assets = join(root, 'node_modules/@sveltia/cms/npm/assets');
  const wanted = new Set<string>();
  return {
    name: 'admin-local-fonts',
    transform(code, id) {
      if (!id.includes('@sveltia') || !code.includes('cdn.jsdelivr.net/fontsource')) return undefined;
      return {
        code: code.replace(cdn, (_url, family: string, file: string) => {
          wanted.add(`${family}-${file}`);
          return `${ADMIN_PATH}fonts/${family}-${file}.woff2`;
        }),
        map: null,
      };
    },
    generateBundle(_options, bundle) {
      // Workers the package ships as files keep a source-map comment pointing at a map that is not published.
      for (const asset of Object.values(bundle))
        if (asset.type === 'asset' && asset.fileName.endsWith('.js'))
          asset.source = Buffer.from(asset.source)
            .toString('utf8')
            .replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
      for (const name of wanted) {
        const file = readdirSync(assets).find((f) => f.startsWith(`${name}-`) && f.endsWith('.woff2'));
        if (!file) this.error(`The editor's font ${name} is not in @sveltia/cms/npm/assets: check the package after an upgrade`);
        this.emitFile({ type: 'asset', fileName: `fonts/${name}.woff2`, source: readFileSync(join(assets, file)) });
      }
    },
  };
}

/**
 * The editor's Leaflet is admin/location-note.ts: the one map the editor draws (a photo's place, in
 * its asset details) would load OpenStreetMap's tiles, which the page's policy refuses; the note
 * says what the build says of that photo instead.
 */
function locationNote(root: string): Plugin {
  return {
    name: 'admin-location-note',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source.startsWith('leaflet/') && importer?.includes(`${sep}@sveltia${sep}`) ? join(root, 'admin', 'location-note.ts') : undefined,
  };
}

/**
 * A change to the editor's own code, in its bundled module (the one that draws lists): made only
 * where a mend cannot be made from outside it. `pattern` must match exactly once, or the build stops
 * and says what the editor no longer does as expected: an upgrade of @sveltia/cms changed that code.
 */
function editorCodeChange(name: string, what: string, pattern: RegExp, replace: (all: string, ...groups: string[]) => string): Plugin {
  const all = new RegExp(pattern.source, 'g');
  return {
    name,
    transform(code, id) {
      if (!id.includes('@sveltia') || !code.includes('expanderStateList')) return undefined;
      const found = code.match(all)?.length ?? 0;
      if (found !== 1)
        this.error(`The editor no longer ${what} as scripts/build/admin-vite.ts expects (${found} matches, 1 expected): check @sveltia/cms after an upgrade`);
      return { code: code.replace(all, replace), map: null };
    },
  };
}

/**
 * The editor keeps whether each item of a list is folded as key paths (`sections.3`) beside those
 * of the boxes inside it (`sections.3#`, `sections.3.items#`), and reads a list's as the subtree of
 * its key path: an item's `#` key rides along as a property of that array and outlives the item's
 * removal; written back where no other item of the list has a state of its own, it makes the next
 * read an object. A Save the editor refuses unfolds the invalid fields, setting those `#` keys: a
 * new shared section's one section, removed after such a Save, could not be replaced (Add threw
 * "o.splice is not a function" and added nothing until the entry was opened again). The list is
 * read as the items' states only (indexes only, holes kept: an item never folded or unfolded has no
 * state).
 */
const listFoldStates = () =>
  editorCodeChange(
    'admin-list-fold-states',
    "reads a list's fold states",
    /(\[([\w$]+),[\w$]+\]=[\w$]+===[\w$]+\?[\w$]+\([\w$]+\.expanderStates\._,[\w$]+\):\[\[\],\[\]\];)/,
    (_all, statement, list) => `${statement}${list}=Array.isArray(${list})?${list}.reduce((a,v,i)=>(a[i]=v,a),Array(${list}.length)):[];`,
  );

/**
 * The editor draws a list of sections (a list whose items each have a type) item by item, reading
 * each item's type from it. An item added in the editor is drawn under an id of its own; removed,
 * its drawing reads its type once more before it goes, from an item no longer there, and threw
 * twice ("Cannot read properties of undefined (reading 'type')") at every removal of a section
 * added since the page was opened. The type is read from the item only while it is there.
 */
const removedListItem = () =>
  editorCodeChange(
    'admin-removed-list-item',
    "reads a list item's type",
    /(\.displayOrder,[\s\S]{0,300}?[\w$]+=[\w$]+\(\(\)=>[\w$]+\([\w$]+\)\?[\w$]+\([\w$]+\))(\[[\w$]+\([\w$]+\)\]:void 0\))/,
    (_all, before, after) => `${before}?.${after}`,
  );

/**
 * The editor draws a list's items, and the fields of a long form, only as they come into view (an
 * empty placeholder until then, one observer for all of them). Tab passed over those not drawn yet
 * (a long page's call to action was never reached: 0 of 8 in the sixty-fifth session's trial):
 * the placeholder holds nothing to stop on. They are drawn one form's height ahead of view instead
 * (`rootMargin` for the window, `scrollMargin` for the form that scrolls inside it), so the next
 * item is drawn before Tab leaves the one in view, and the focus goes on into it. Above as well as
 * below: on a form scrolled at once to its end (its scroll bar), what it passed is not drawn, and an
 * item drawn only as it came into view above the box Shift+Tab had brought there pushed that box
 * out of sight (one stop of about 500 in each of three runs, with the scroll anchoring admin.css
 * turns on; 4–7 without it).
 */
const drawAhead = () =>
  editorCodeChange(
    'admin-draw-ahead',
    'draws what comes into view with one observer',
    /(new IntersectionObserver\(([\w$]+)=>\{\2\.forEach\(\(\{isIntersecting:[\w$]+,target:[\w$]+\}\)=>\{if\(![\w$]+\|\|!\([\w$]+ instanceof HTMLElement\)\)return;let [\w$]+=[\w$]+\?\.get\([\w$]+\);[\w$]+&&\([\w$]+\(\),[\w$]+\([\w$]+\)\)\}\)\})\)/,
    (_all, observer) => `${observer},{rootMargin:"100% 0px",scrollMargin:"100% 0px"})`,
  );

/** Records the project's own files the bundle was made from (not node_modules, not virtual modules). */
function recordSources(root: string, into: Set<string>): Plugin {
  return {
    name: 'admin-sources',
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const file = id.split('?')[0]!;
        if (file.startsWith('\0') || !file.startsWith(root + sep) || file.includes(`${sep}node_modules${sep}`)) continue;
        into.add(relative(root, file).split(sep).join('/'));
      }
    },
  };
}

/** Builds the editor into `outDir`; returns the project files (relative to root) it was made from. */
export async function viteBuildAdmin(data: AdminInput, outDir: string, root = process.cwd()): Promise<string[]> {
  const sources = new Set<string>();
  await build({
    configFile: false,
    root: join(root, 'admin'),
    base: ADMIN_PATH,
    logLevel: 'warn',
    plugins: [
      react(),
      tailwindcss(),
      cmsInputModule(data),
      localFonts(root),
      listFoldStates(),
      removedListItem(),
      drawAhead(),
      locationNote(root),
      recordSources(root, sources),
    ],
    build: {
      outDir,
      emptyOutDir: true,
      assetsDir: 'assets',
      // Nothing inline: the admin page's policy has no hashes (script-src 'self').
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 4096,
      reportCompressedSize: false,
    },
  });
  return [...sources].sort();
}

/** One build of the editor, as the build pool sends it. */
export interface AdminTask {
  data: AdminInput;
  outDir: string;
  root: string;
}

/** The build pool's entry (scripts/build/pool.ts): one task, in a process of its own. */
export const handle = ({ data, outDir, root }: AdminTask) => viteBuildAdmin(data, outDir, root);
