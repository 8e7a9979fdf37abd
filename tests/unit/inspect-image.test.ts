import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { inspectImage } from '../../catalogue/images.ts';

const dir = mkdtempSync(join(tmpdir(), 'inspect-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer();

describe('inspectImage, asked for the same photo by many pages', () => {
  it('reads a file again once it changed (another size or time), and says when it is gone', async () => {
    const file = join(dir, 'photo.png');
    writeFileSync(file, await png(40, 30));
    expect(inspectImage(dir, '/photo.png')).toMatchObject({ ok: true, width: 40, height: 30 });
    writeFileSync(file, await png(80, 60));
    expect(inspectImage(dir, '/photo.png')).toMatchObject({ ok: true, width: 80, height: 60 });
    // Same size of file, another time: read again (here, damaged).
    const damaged = Buffer.alloc((await png(80, 60)).length, 1);
    writeFileSync(file, damaged);
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    expect(inspectImage(dir, '/photo.png')).toMatchObject({ ok: false });
    rmSync(file);
    expect(inspectImage(dir, '/photo.png')).toEqual({ ok: false, message: 'Image "/photo.png" not found: put the file in public/photo.png' });
  });
});
