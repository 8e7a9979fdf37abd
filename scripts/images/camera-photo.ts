import sharp from 'sharp';

/**
 * A camera-like photo: colour gradients and soft shapes, plus texture at three scales (as
 * leaves, fabric, stone and sensor grain give a real photo), so that it compresses like one.
 */
export async function cameraPhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const hue = (seed * 67) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 140) % 360},50%,25%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    ${Array.from({ length: 14 }, (_, i) => `<circle cx="${(i * 977 * (seed + 1)) % width}" cy="${(i * 613 * (seed + 2)) % height}" r="${200 + ((i * 131) % 500)}" fill="hsl(${(hue + i * 23) % 360},70%,${40 + (i % 4) * 10}%)" opacity="0.6"/>`).join('')}
  </svg>`;
  const base = await sharp(Buffer.from(svg)).blur(8).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixels = base.data;
  let state = seed + 1;
  const random = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >> 8) / 0x7fffff;
  };
  for (const [cell, amplitude] of [
    [24, 28],
    [6, 18],
    [1, 10],
  ] as const) {
    const w = Math.ceil(width / cell);
    const h = Math.ceil(height / cell);
    const noise = Buffer.alloc(w * h);
    for (let i = 0; i < noise.length; i++) noise[i] = Math.round(random() * 255);
    const up = await sharp(noise, { raw: { width: w, height: h, channels: 1 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
    for (let p = 0; p < up.length; p++) {
      const delta = ((up[p]! - 128) / 128) * amplitude;
      for (let c = 0; c < 3; c++) pixels[p * 3 + c] = Math.max(0, Math.min(255, pixels[p * 3 + c]! + delta));
    }
  }
  return sharp(pixels, { raw: base.info }).jpeg({ quality: 90 }).toBuffer();
}
