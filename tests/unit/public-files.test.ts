import { mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listPublicFiles, publicFileFinder, publicPlan, unusedFilesNote } from '../../catalogue/public-files.ts';
import type { Site } from '../../catalogue/site-schema.ts';
import { contentTypeOf } from '../../scripts/static-files.ts';
import { writeUnder } from '../write-under.ts';

const dir = mkdtempSync(join(tmpdir(), 'public-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const put = (path: string, bytes = 10) => writeUnder(dir, path, Buffer.alloc(bytes));
put('favicon.svg');
put('images/brand/logo.svg');
put('images/brand/avatar.svg');
put('images/jaipur/hero.svg');
put('images/jaipur/team-photo.JPG', 3_000_000);
put('images/blog/draft-cover.svg');
put('images/blog/cover-to-come.svg');
put('images/old/launch-video.mp4', 57 * 1024 * 1024);
put('google1234abcd.html');
put('.DS_Store');

const plan = publicPlan(dir, {
  files: ['/images/jaipur/hero.svg', '/images/jaipur/team-photo.JPG'],
  heldFiles: ['/images/blog/draft-cover.svg'],
  site: { publish: ['/google1234abcd.html'] } as Site,
});

describe('files under public/', () => {
  it('lists every file as a site path, leaving out dot files', () => {
    expect(listPublicFiles(dir)).toContain('/images/jaipur/team-photo.JPG');
    expect(listPublicFiles(dir)).not.toContain('/.DS_Store');
  });

  it('publishes what content, code and publish: use, never an original photo', () => {
    expect(plan.publish).toEqual(['/favicon.svg', '/google1234abcd.html', '/images/brand/avatar.svg', '/images/brand/logo.svg', '/images/jaipur/hero.svg']);
  });

  it("reports files nothing uses with their size, but not those a draft uses, nor new-post's stand-in cover", () => {
    expect(plan.unused).toEqual([{ path: '/images/old/launch-video.mp4', bytes: 57 * 1024 * 1024 }]);
    expect(unusedFilesNote(plan.unused)).toBe(
      [
        'Not published: 1 file in public/ (57.0 MB) that no page, post or setting uses.',
        '  public/images/old/launch-video.mp4 (57.0 MB)',
        'Use each in a page or post, list it under publish: in site.config.yaml to publish it as it is, or delete it.',
      ].join('\n'),
    );
    expect(unusedFilesNote([])).toBeUndefined();
    // A photo is never published as it is: publish: refuses it, so the note does not offer it.
    const photo = { path: '/images/jaipur/IMG_4821.JPG', bytes: 3 * 1024 * 1024 };
    expect(unusedFilesNote([photo])!.split('\n').at(-1)).toBe(
      'Use each in a page or post, or delete it (a photo is published only as the copies the build makes of it for a page or post).',
    );
    expect(
      unusedFilesNote([photo, ...plan.unused])!
        .split('\n')
        .at(-1),
    ).toBe('Use each in a page or post, list a file that is not a photo under publish: in site.config.yaml to publish it as it is, or delete it.');
  });
});

describe('finding a file letter for letter, as the live host does', () => {
  const findPublicFile = publicFileFinder(dir);
  it('finds a path written as the file is named', () => {
    expect(findPublicFile('/images/jaipur/team-photo.JPG')).toEqual({ found: true });
    expect(findPublicFile('/favicon.svg')).toEqual({ found: true });
  });

  it('gives the file as it is named when only the capitals differ, in the folder or the file', () => {
    expect(findPublicFile('/images/jaipur/team-photo.jpg')).toEqual({ found: false, sameButCase: '/images/jaipur/team-photo.JPG' });
    expect(findPublicFile('/Images/Jaipur/Hero.svg')).toEqual({ found: false, sameButCase: '/images/jaipur/hero.svg' });
  });

  it('finds nothing for another name, a folder, or a path through a file', () => {
    expect(findPublicFile('/images/jaipur/hero-2.svg')).toEqual({ found: false });
    expect(findPublicFile('/images/jaipur')).toEqual({ found: false });
    expect(findPublicFile('/favicon.svg/x.svg')).toEqual({ found: false });
    expect(findPublicFile('/images//jaipur/hero.svg')).toEqual({ found: false });
  });

  it('a new finder (the next check of the content) sees a file renamed since', () => {
    put('images/renamed/Banner.svg');
    expect(publicFileFinder(dir)('/images/renamed/banner.svg')).toEqual({ found: false, sameButCase: '/images/renamed/Banner.svg' });
    renameSync(join(dir, 'images/renamed/Banner.svg'), join(dir, 'images/renamed/banner.svg'));
    expect(publicFileFinder(dir)('/images/renamed/banner.svg')).toEqual({ found: true });
  });
});

describe('the type a file is served with', () => {
  it("reads the extension in any case, as nginx and Cloudflare do: a camera photo's own address is a JPEG", () => {
    expect(['/images/jaipur/IMG_4821.JPG', '/images/blog/cover.jpg', '/images/chart.PNG', '/notes.unknown'].map(contentTypeOf)).toEqual([
      'image/jpeg',
      'image/jpeg',
      'image/png',
      'application/octet-stream',
    ]);
  });
});
