import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from '@garaj/shared';
import { ImageError, generateDemoPhoto, processImage } from './images.ts';
import { pngWithHeader } from '../../test/images.ts';

/** A solid-colour test image in the given format. */
function solid(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp({
    create: {
      width,
      height,
      channels,
      background: { r: 200, g: 30, b: 30, alpha: channels === 4 ? 0.5 : 1 },
    },
  });
}

/** Left half red, right half blue: shows which way an image was rotated. */
async function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } }).composite([
    {
      input: { create: { width: half, height, channels: 3, background: '#ff0000' } },
      left: 0,
      top: 0,
    },
  ]);
}

async function expectImageError(promise: Promise<unknown>, code: ImageError['code']) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ImageError);
  expect((err as ImageError).code).toBe(code);
}

describe('processImage', () => {
  it('strips EXIF (GPS) from a JPEG and outputs WebP', async () => {
    const input = await solid(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'Garaj 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 0/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '28/1 58/1 0/1',
        },
      })
      .toBuffer();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    expect(inMeta.exif!.includes(Buffer.from('TestCam'))).toBe(true);

    const out = await processImage(input);
    expect(out.width).toBe(800);
    expect(out.height).toBe(600);
    expect(out.variants.map((v) => v.width)).toEqual([320, 640]);
    for (const v of out.variants) {
      const m = await sharp(v.data).metadata();
      expect(m.format).toBe('webp');
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(m.width).toBe(v.width);
      expect(v.data.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('makes 320/640/960/1280 variants of a 2000px image, keeping the aspect ratio', async () => {
    const out = await processImage(await solid(2000, 1000).png().toBuffer());
    expect(out).toMatchObject({ width: 2000, height: 1000 });
    expect(out.variants.map((v) => v.width)).toEqual([...IMAGE_WIDTHS]);
    for (const v of out.variants) {
      const m = await sharp(v.data).metadata();
      expect(m).toMatchObject({ format: 'webp', width: v.width, height: v.width / 2 });
    }
  });

  it('never upscales: a 200px image yields one 200px variant', async () => {
    const out = await processImage(await solid(200, 150).webp().toBuffer());
    expect(out.variants).toHaveLength(1);
    expect(out.variants[0]!.width).toBe(200);
    const m = await sharp(out.variants[0]!.data).metadata();
    expect(m).toMatchObject({ format: 'webp', width: 200, height: 150 });
  });

  it('keeps exactly 1280 when the original is 1280 wide', async () => {
    const out = await processImage(await solid(1280, 720).jpeg().toBuffer());
    expect(out.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
  });

  it('applies the EXIF orientation', async () => {
    // Stored 400×200 (red left, blue right) with Orientation 6 = display rotated 90° clockwise:
    // 200×400, red on top.
    const input = await (
      await halves(400, 200)
    )
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const out = await processImage(input);
    expect(out).toMatchObject({ width: 200, height: 400 });
    expect(out.variants.map((v) => v.width)).toEqual([200]);
    const { data, info } = await sharp(out.variants[0]!.data)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 200, height: 400 });
    const pixel = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const [tr, , tb] = pixel(100, 50);
    const [br, , bb] = pixel(100, 350);
    expect(tr).toBeGreaterThan(200);
    expect(tb).toBeLessThan(60);
    expect(bb).toBeGreaterThan(200);
    expect(br).toBeLessThan(60);
  });

  it('keeps transparency of a PNG with alpha', async () => {
    const out = await processImage(await solid(400, 300, 4).png().toBuffer());
    const m = await sharp(out.variants[0]!.data).metadata();
    expect(m.hasAlpha).toBe(true);
  });

  it('takes the first frame of an animated WebP', async () => {
    const frames = await Promise.all(
      ['#ff0000', '#0000ff'].map((background) =>
        sharp({ create: { width: 400, height: 200, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const input = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    expect((await sharp(input).metadata()).pages).toBe(2);

    const out = await processImage(input);
    expect(out).toMatchObject({ width: 400, height: 200 });
    const m = await sharp(out.variants[0]!.data).metadata();
    expect(m.pages ?? 1).toBe(1);
    expect(m).toMatchObject({ width: 320, height: 160 });
    const { data } = await sharp(out.variants[0]!.data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // red, the first frame
  });

  it('refuses text, even named .jpg', async () => {
    await expectImageError(processImage(Buffer.from('hello')), 'FILE_TYPE_INVALID');
    await expectImageError(processImage(Buffer.alloc(0)), 'FILE_TYPE_INVALID');
  });

  it('refuses SVG', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );
    expect((await sharp(svg).metadata()).format).toBe('svg'); // sharp itself would decode it
    await expectImageError(processImage(svg), 'FILE_TYPE_INVALID');
  });

  it('refuses GIF, TIFF and AVIF/HEIF', async () => {
    for (const format of ['gif', 'tiff', 'avif'] as const) {
      const input = await solid(50, 50).toFormat(format).toBuffer();
      await expectImageError(processImage(input), 'FILE_TYPE_INVALID');
    }
  });

  it('refuses a file with a JPEG signature that is not a JPEG', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('not really a jpeg'),
    ]);
    await expectImageError(processImage(fake), 'FILE_TYPE_INVALID');
  });

  it('refuses input larger than 10 MB before looking at it', async () => {
    await expectImageError(processImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1)), 'FILE_TOO_LARGE');
  });

  it('refuses a 20000×20000 PNG (pixel bomb) from its header alone', async () => {
    const bomb = pngWithHeader(20000, 20000);
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();
    await expectImageError(processImage(bomb), 'IMAGE_TOO_MANY_PIXELS');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses an image too elongated for any WebP variant', async () => {
    // 300 × 20000 = 6 Mpx is allowed, but WebP cannot be taller than 16383 px.
    await expectImageError(processImage(pngWithHeader(300, 20000)), 'IMAGE_TOO_MANY_PIXELS');
  });

  it('drops only the variants WebP cannot hold', async () => {
    // 1400 × 18000: the 1280 variant would be 16457 px tall; 320, 640 and 960 (12343 px) fit.
    const input = await sharp({
      create: { width: 1400, height: 18000, channels: 3, background: '#888' },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const out = await processImage(input);
    expect(out.variants.map((v) => v.width)).toEqual([320, 640, 960]);
  });

  it('runs many jobs concurrently through the queue', async () => {
    const input = await solid(700, 500).jpeg().toBuffer();
    const results = await Promise.all(Array.from({ length: 6 }, () => processImage(input)));
    for (const r of results) expect(r.variants.map((v) => v.width)).toEqual([320, 640]);
  });
});

describe('generateDemoPhoto', () => {
  it('renders a JPEG of the requested size, with any title text', async () => {
    const jpeg = await generateDemoPhoto({
      width: 1280,
      height: 853,
      title: 'Şahin & <Doğan> "SLX"',
      subtitle: "İstanbul'dan 1996 — 'modifiyeli'",
      hue: 210,
    });
    const m = await sharp(jpeg).metadata();
    expect(m).toMatchObject({ format: 'jpeg', width: 1280, height: 853 });
    expect(m.exif).toBeUndefined();
    // And it passes the upload pipeline like any photo.
    const out = await processImage(jpeg);
    expect(out.variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
  });

  it('uses the hue for the background and accepts odd hues and tiny sizes', async () => {
    const red = await sharp(
      await generateDemoPhoto({ width: 200, height: 150, title: 'A', hue: 0 }),
    )
      .raw()
      .toBuffer();
    const blue = await sharp(
      await generateDemoPhoto({ width: 200, height: 150, title: 'A', hue: -120 }),
    )
      .raw()
      .toBuffer();
    // Top-left pixel: hsl(0, 70%, 55%) is red, hsl(240, 70%, 55%) is blue.
    expect(red[0]!).toBeGreaterThan(red[2]!);
    expect(blue[2]!).toBeGreaterThan(blue[0]!);
    const tiny = await generateDemoPhoto({ width: 1, height: 1, title: '', hue: 30 });
    expect(await sharp(tiny).metadata()).toMatchObject({ width: 1, height: 1 });
  });

  it('rejects invalid sizes', async () => {
    await expect(generateDemoPhoto({ width: 0, height: 10, title: 'x', hue: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(
      generateDemoPhoto({ width: 10.5, height: 10, title: 'x', hue: 0 }),
    ).rejects.toThrow(RangeError);
  });
});
