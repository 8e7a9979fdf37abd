/**
 * Takes the place a photo was taken (its GPS position) out of the photos named (JPEG, PNG, WebP,
 * HEIC, AVIF), before they are committed:
 *   npm run photos:no-location -- public/images/jaipur/IMG_4821.JPG [more files or folders]
 * A folder is read with its subfolders. The rest of each photo stays as it was (its pixels, its
 * orientation, the camera's model); a photo without a position is left untouched. The browser
 * editor does the same to each photo it uploads (admin/upload-files.ts). See CONTENT.md, "Use a
 * photograph".
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isPhotoName, withoutLocation } from '../catalogue/photo-location.ts';

const usage = 'Usage: npm run photos:no-location -- <photo or folder> [more]   (e.g. public/images/jaipur/IMG_4821.JPG)';

/** The photos a path names: itself, or those in it and its subfolders. */
function photosIn(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter(isPhotoName)
    .sort()
    .map((name) => join(path, name));
}

export function main(argv: string[], root = process.cwd()): number {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console[argv.length === 0 ? 'error' : 'log'](usage);
    return argv.length === 0 ? 2 : 0;
  }
  const missing = argv.filter((path) => !statSync(join(root, path), { throwIfNoEntry: false }));
  if (missing.length > 0) {
    console.error(`${missing.join(', ')}: no such file or folder.\n${usage}`);
    return 2;
  }
  let taken = 0;
  for (const file of argv.flatMap((path) => photosIn(join(root, path)))) {
    const name = relative(root, file);
    if (!isPhotoName(file)) {
      console.log(`${name}: not a photo (.jpg, .png, .webp, .heic or .avif), left as it is`);
      continue;
    }
    const { bytes, removed } = withoutLocation(readFileSync(file));
    if (removed) writeFileSync(file, bytes);
    taken += removed ? 1 : 0;
    console.log(`${name}: ${removed ? 'the place it was taken (GPS) taken out' : 'no place it was taken, left as it is'}`);
  }
  console.log(
    taken === 0
      ? 'No photo had a position.'
      : `${taken} photo${taken === 1 ? '' : 's'} without ${taken === 1 ? 'its' : 'their'} position now: commit ${taken === 1 ? 'it' : 'them'}.`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
