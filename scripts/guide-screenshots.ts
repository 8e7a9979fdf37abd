/**
 * The screenshots of CONTENT.md's "Edit in the browser", made by the editor's own browser tests:
 *   npm run screenshots        (after npm run build; takes about two minutes)
 * runs tests/e2e/admin.spec.ts with GUIDE_SCREENSHOTS set, so each test photographs the editor at
 * the step the guide describes, then writes made-from.json beside the pictures: the editor's
 * version, the forms and the admin page's code they show. tests/unit/content-guide.test.ts fails
 * when any of those has changed since, so the guide never shows an editor that is gone.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cmsConfig } from '../catalogue/cms/config.ts';
import { hashOf } from './build/cache.ts';
import { cacheRoot, clientDir } from './paths.ts';

/** Where the pictures are, from the repository's root (CONTENT.md names them from there). */
export const SCREENSHOT_FOLDER = 'docs/content-guide';
export const MADE_FROM_FILE = 'made-from.json';

/** Each picture: its file name (without .jpg) and what it shows, the guide's alternative text. */
export const GUIDE_SHOTS = {
  'change-faq-answer': 'The Jaipur SEO page in the editor: an FAQ answer being changed on the left, the page with the new answer in the preview on the right',
  'add-section': 'A Figures section added above the call to action, its heading and two figures filled in',
  'upload-photo': "The Select Image dialog after Upload: the phone photo IMG_0042.JPG chosen and shown, the Insert button at the dialog's foot",
  'schedule-post': 'A post dated two weeks ahead: the preview says Scheduled for that date above the article',
  'publish-post': 'A finished post with Draft turned off, its cover photo and article in the preview, ready to Save',
} as const;
export type GuideShot = keyof typeof GUIDE_SHOTS;

/** What the pictures show, as fingerprints: a change to any of them makes the pictures out of date. */
export interface MadeFrom {
  /** The version of @sveltia/cms. */
  editor: string;
  /** The editor's configuration made from the section model for a fixed site (not this site's routes or pages). */
  forms: string;
  /** The admin page's own code: its formats, checks, preview and styles (admin/). */
  admin: string;
  /** Each picture's SHA-256, so a picture replaced by hand shows. */
  files: Record<string, string>;
}

/** The fixed site the forms are made for: the fields depend on the schemas, not on which pages exist. */
const FIXED_INPUT = {
  site: { name: 'Agency', baseUrl: 'https://www.example.com' },
  dirs: { pages: 'pages-data', public: 'public', shared: 'pages-data/_shared', schemas: 'schemas', siteFile: 'site.config.yaml' },
  folders: [{ name: 'jaipur', label: 'Jaipur pages' }],
  topFiles: ['home.yaml', 'blog.yaml'],
  shared: [{ name: 'faq', section: { type: 'faq' } }],
  routes: ['/', '/contact'],
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

/** The fingerprints of what the pictures would show if they were made now (without `files`). */
export function currentEditor(root = process.cwd()): Omit<MadeFrom, 'files'> {
  const adminDir = join(root, 'admin');
  return {
    editor: (JSON.parse(readFileSync(join(root, 'node_modules/@sveltia/cms/package.json'), 'utf8')) as { version: string }).version,
    forms: hashOf(JSON.stringify(cmsConfig(FIXED_INPUT))),
    admin: hashOf(
      ...filesUnder(adminDir).flatMap((file) => [
        file
          .slice(adminDir.length + 1)
          .split('\\')
          .join('/'),
        readFileSync(file),
      ]),
    ),
  };
}

/** The pictures' record as written by the last `npm run screenshots`, or undefined. */
export function readMadeFrom(root = process.cwd()): MadeFrom | undefined {
  const file = join(root, SCREENSHOT_FOLDER, MADE_FROM_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MadeFrom) : undefined;
}

export const pictureHash = (root: string, name: string) => sha256(readFileSync(join(root, SCREENSHOT_FOLDER, `${name}.jpg`)));

function main(root = process.cwd()) {
  if (!existsSync(join(clientDir(root), 'admin', 'index.html'))) {
    console.error(`No built editor in ${clientDir(root)}/admin: run npm run build first.`);
    process.exit(1);
  }
  const folder = join(root, SCREENSHOT_FOLDER);
  // Made in a folder of their own, then moved: a failed run leaves the guide's pictures as they were.
  const fresh = join(cacheRoot(root), 'guide-screenshots');
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  const run = spawnSync('npx', ['playwright', 'test', 'tests/e2e/admin.spec.ts', '--project=desktop'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, GUIDE_SCREENSHOTS: fresh, SITE_DIST: clientDir(root) },
  });
  if (run.status !== 0) {
    console.error('The editor tests failed: the pictures in docs/content-guide are unchanged.');
    process.exit(run.status ?? 1);
  }
  const missing = Object.keys(GUIDE_SHOTS).filter((name) => !existsSync(join(fresh, `${name}.jpg`)));
  if (missing.length > 0) {
    console.error(`The tests made no picture for: ${missing.join(', ')} (see guideScreenshot in tests/e2e/admin.spec.ts).`);
    process.exit(1);
  }
  mkdirSync(folder, { recursive: true });
  for (const name of Object.keys(GUIDE_SHOTS)) writeFileSync(join(folder, `${name}.jpg`), readFileSync(join(fresh, `${name}.jpg`)));
  const record: MadeFrom = {
    ...currentEditor(root),
    files: Object.fromEntries(Object.keys(GUIDE_SHOTS).map((name) => [name, pictureHash(root, name)])),
  };
  writeFileSync(join(folder, MADE_FROM_FILE), `${JSON.stringify(record, null, 2)}\n`);
  rmSync(fresh, { recursive: true, force: true });
  console.log(`${Object.keys(GUIDE_SHOTS).length} pictures written to ${SCREENSHOT_FOLDER}/, with ${MADE_FROM_FILE}.`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
