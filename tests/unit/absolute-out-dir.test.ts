import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectCopy, tsx } from '../new-section-copy.ts';

/**
 * SITE_OUT_DIR as an absolute path outside the project, which Vike cannot pre-render into
 * (scripts/build/pages-task.ts). Only validate, the images and the pages are run, as the editor's
 * cover-upload test does; the images come from the shared cache.
 */
const VALIDATE_IMAGES_PAGES = `Promise.all([import('./scripts/validate.ts'), import('./scripts/build.ts')]).then(([{ validate }, { buildImagesAndPages }]) => buildImagesAndPages(validate()))`;

const { copy, run, remove } = projectCopy('absolute-out-');
const out = mkdtempSync(join(tmpdir(), 'absolute-out-site-'));
afterAll(() => {
  remove();
  rmSync(out, { recursive: true, force: true });
});

describe('SITE_OUT_DIR as an absolute path outside the project', () => {
  it('gets the pages and their scripts in <SITE_OUT_DIR>/client', () => {
    run(tsx, ['-e', VALIDATE_IMAGES_PAGES], { SITE_OUT_DIR: out });
    const client = join(out, 'client');
    for (const page of ['index.html', 'contact.html', '404.html']) expect(existsSync(join(client, page)), page).toBe(true);
    const scripts = [...readFileSync(join(client, 'index.html'), 'utf8').matchAll(/\ssrc="(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(existsSync(join(client, script)), script).toBe(true);
    // Vike's folder in the project is removed once its files are moved.
    expect(readdirSync(join(copy, '.cache')).filter((name) => name.startsWith('pages-'))).toEqual([]);
  }, 300_000);
});
