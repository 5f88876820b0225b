/**
 * Image pipeline (ARCHITECTURE.md: "decode-to-verify, re-encode WebP in a few widths,
 * strip metadata, limitInputPixels").
 *
 * Every upload is treated as hostile:
 * - the byte size is checked first (MAX_UPLOAD_BYTES);
 * - the magic bytes must be JPEG, PNG or WebP before any decoder sees the data, so
 *   libvips' other loaders (SVG/librsvg, PDF, HEIF, TIFF, GIF…) are never exposed to uploads;
 * - the header is then parsed by sharp (`metadata()`, no pixel decoding) and the decoded
 *   format must again be one of IMAGE_FORMATS;
 * - dimensions are checked against MAX_IMAGE_PIXELS before any pixel is decoded, and
 *   `limitInputPixels` guards the decode itself;
 * - the output is always freshly encoded WebP without EXIF/XMP/ICC (sharp strips
 *   metadata unless withMetadata/keepMetadata is called — never call them here).
 *
 * Resource choices for a small (2-core) server:
 * - `sharp.cache(false)`: libvips' operation cache only helps when the same image is
 *   processed repeatedly; uploads are unique, so the cache would only hold memory.
 * - `sharp.concurrency()` is left at its default (one libvips thread per core): a single
 *   job then uses both cores and finishes sooner.
 * - at most IMAGE_JOB_CONCURRENCY (2) `processImage` calls run at once in this process;
 *   further calls wait in a FIFO queue. sharp runs on libuv's thread pool (4 threads by
 *   default), shared with fs, dns and argon2 hashing; bounding image jobs keeps slots free for
 *   those and caps peak memory (a 50-megapixel decode is up to ~200 MB of pixels).
 * - each upload is decoded once, scaled to the largest variant, kept as raw pixels
 *   (at most 1280 px wide), and the smaller variants are produced from that buffer.
 */
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { IMAGE_FORMATS, IMAGE_WIDTHS, MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES } from '@garaj/shared';

sharp.cache(false);

/** Reasons an upload is refused; each is also an API error code in @garaj/shared. */
export type ImageErrorCode = 'FILE_TOO_LARGE' | 'FILE_TYPE_INVALID' | 'IMAGE_TOO_MANY_PIXELS';

/**
 * Thrown by `processImage` when an upload is refused because of the client's input
 * (map to HTTP 400/413 with `code`). Any other error is a server failure.
 */
export class ImageError extends Error {
  constructor(public readonly code: ImageErrorCode) {
    super(code);
    this.name = 'ImageError';
  }
}

/** Result of `processImage`. */
export interface ProcessedImage {
  /** Width in pixels of the original image, after EXIF orientation is applied. */
  width: number;
  /** Height in pixels of the original image, after EXIF orientation is applied. */
  height: number;
  /** WebP encodings, smallest width first; `width` in pixels, `data` the WebP file bytes. */
  variants: { width: number; data: Buffer }[];
}

/** WebP quality (0–100) of the variants. */
const WEBP_QUALITY = 80;
/** Largest width or height WebP can encode. */
const WEBP_MAX_DIMENSION = 16383;
/** Simultaneous `processImage` jobs in this process (see the module comment). */
const IMAGE_JOB_CONCURRENCY = 2;

const ACCEPTED_FORMATS: readonly string[] = IMAGE_FORMATS;

const decoderOptions = {
  limitInputPixels: MAX_IMAGE_PIXELS,
  failOn: 'error',
  // First frame/page only: animated WebP uploads become a still image.
  pages: 1,
} as const satisfies SharpOptions;

/**
 * Verifies, orients, strips and re-encodes an uploaded image.
 *
 * @param input the uploaded file's bytes.
 * @returns the original (oriented) dimensions and one WebP variant per width in
 *   IMAGE_WIDTHS that is ≤ the original width (never upscaled); an image narrower than the
 *   smallest width yields a single variant at its own width. Animated input keeps the first
 *   frame only. Variants whose height would exceed WebP's 16383 px limit are left out.
 * @throws ImageError('FILE_TOO_LARGE') when `input` is larger than MAX_UPLOAD_BYTES.
 * @throws ImageError('FILE_TYPE_INVALID') when the bytes are not a decodable JPEG, PNG or WebP
 *   (whatever the file name or declared type says).
 * @throws ImageError('IMAGE_TOO_MANY_PIXELS') when width × height exceeds MAX_IMAGE_PIXELS, or
 *   the image is so elongated that not even the smallest variant fits WebP's limits.
 * Any other error (e.g. out of memory while encoding) is rethrown unchanged.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  // Cheap checks first, outside the queue.
  if (input.length > MAX_UPLOAD_BYTES) throw new ImageError('FILE_TOO_LARGE');
  if (!sniffFormat(input)) throw new ImageError('FILE_TYPE_INVALID');
  return limitJobs(() => processVerified(input));
}

async function processVerified(input: Buffer): Promise<ProcessedImage> {
  // Header only: no pixels are decoded here.
  let meta: Metadata;
  try {
    meta = await sharp(input, decoderOptions).metadata();
  } catch (err) {
    throw toInputError(err);
  }
  if (!meta.format || !ACCEPTED_FORMATS.includes(meta.format))
    throw new ImageError('FILE_TYPE_INVALID');
  const rawWidth = meta.width;
  const rawHeight = meta.height;
  if (!rawWidth || !rawHeight) throw new ImageError('FILE_TYPE_INVALID');
  if (rawWidth * rawHeight > MAX_IMAGE_PIXELS) throw new ImageError('IMAGE_TOO_MANY_PIXELS');

  // Dimensions as displayed, i.e. after the EXIF orientation (5–8 swap width and height).
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.autoOrient?.width ?? (swap ? rawHeight : rawWidth);
  const height = meta.autoOrient?.height ?? (swap ? rawWidth : rawHeight);

  const targets = variantWidths(width, height);
  if (targets.length === 0) throw new ImageError('IMAGE_TOO_MANY_PIXELS');
  const largest = targets[targets.length - 1]!;

  // The single full decode: orient, scale to the largest variant, keep raw 8-bit sRGB(A).
  let base: { data: Buffer; info: OutputInfo };
  try {
    let pipeline = sharp(input, decoderOptions).rotate();
    if (largest < width) pipeline = pipeline.resize({ width: largest });
    base = await pipeline.raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw toInputError(err);
  }
  const raw = {
    width: base.info.width,
    height: base.info.height,
    channels: base.info.channels,
  } as const;

  const variants: ProcessedImage['variants'] = [];
  for (const target of targets) {
    let pipeline = sharp(base.data, { raw });
    if (target < raw.width) pipeline = pipeline.resize({ width: target });
    const data = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer();
    variants.push({ width: target, data });
  }
  return { width, height, variants };
}

/** Widths to produce for an oriented `width` × `height` image, ascending. */
function variantWidths(width: number, height: number): number[] {
  const candidates = IMAGE_WIDTHS.filter((w) => w <= width);
  const widths = candidates.length > 0 ? [...candidates] : [width];
  return widths.filter((w) => Math.round((height * w) / width) <= WEBP_MAX_DIMENSION);
}

/** Magic-byte check: JPEG (FF D8 FF), PNG (8-byte signature) or WebP (RIFF….WEBP). */
function sniffFormat(input: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff)
    return 'jpeg';
  if (input.length >= 8 && input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** sharp errors while reading the upload are the upload's fault. */
function toInputError(err: unknown): ImageError {
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message)) return new ImageError('IMAGE_TOO_MANY_PIXELS');
  return new ImageError('FILE_TYPE_INVALID');
}

// A small FIFO semaphore: bounds simultaneous image jobs in this process.
let running = 0;
const waiting: (() => void)[] = [];
async function limitJobs<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOB_CONCURRENCY) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running++;
  }
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    // Hand the slot straight to the next job, or release it.
    if (next) next();
    else running--;
  }
}

/**
 * Renders a placeholder car photo for the demo-data seed, entirely locally (an SVG drawn by
 * sharp/librsvg; no downloads, system fonts via the generic 'DejaVu Sans'/'sans-serif').
 *
 * @param opts.width, opts.height output size in pixels (positive integers, at most 4000).
 * @param opts.title large caption, e.g. "BMW M3"; opts.subtitle optional smaller line. Both are
 *   XML-escaped, so any text is safe.
 * @param opts.hue background colour hue in degrees (any number; taken modulo 360).
 * @returns JPEG bytes of exactly width × height pixels, without metadata.
 * @throws RangeError for a non-integer, non-positive or too large width/height.
 */
export async function generateDemoPhoto(opts: {
  width: number;
  height: number;
  title: string;
  subtitle?: string;
  hue: number;
  /** Which silhouette to draw (default a car). */
  vehicle?: 'car' | 'motorcycle';
}): Promise<Buffer> {
  const { width: w, height: h } = opts;
  for (const [name, value] of [
    ['width', w],
    ['height', h],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > 4000) {
      throw new RangeError(
        `generateDemoPhoto: ${name} must be an integer from 1 to 4000, got ${value}`,
      );
    }
  }
  const hue = Number.isFinite(opts.hue) ? ((opts.hue % 360) + 360) % 360 : 0;
  const hue2 = (hue + 40) % 360;

  // The vehicle: a silhouette in a 1000 × 400 box, scaled to ~70 % of the width, lower half.
  const scale = Math.min((w * 0.7) / 1000, (h * 0.45) / 400);
  const boxX = (w - 1000 * scale) / 2;
  const boxY = h * 0.88 - 400 * scale;
  const body = `hsl(${hue}, 25%, 14%)`;
  const glass = `hsl(${hue2}, 45%, 70%)`;
  const shapes =
    opts.vehicle === 'motorcycle'
      ? `
      <ellipse cx="500" cy="372" rx="430" ry="20" fill="#000" opacity="0.35"/>
      <circle cx="230" cy="290" r="95" fill="#111"/><circle cx="230" cy="290" r="55" fill="#999"/><circle cx="230" cy="290" r="18" fill="#333"/>
      <circle cx="780" cy="290" r="95" fill="#111"/><circle cx="780" cy="290" r="55" fill="#999"/><circle cx="780" cy="290" r="18" fill="#333"/>
      <path d="M230 290 L390 200 L560 205 L640 150 L700 150 L780 290" stroke="${body}" stroke-width="26" fill="none" stroke-linejoin="round"/>
      <path d="M370 190 Q420 130 520 135 L600 140 Q640 150 620 190 Z" fill="${body}"/>
      <path d="M300 175 L430 170 L420 200 L300 205 Z" fill="${body}"/>
      <rect x="440" y="205" width="130" height="70" rx="16" fill="hsl(${hue}, 15%, 30%)"/>
      <path d="M640 150 L690 95 L720 98" stroke="${body}" stroke-width="18" fill="none" stroke-linecap="round"/>
      <path d="M655 120 Q700 95 740 130 Z" fill="${glass}" opacity="0.6"/>
      <circle cx="735" cy="150" r="16" fill="#ffe9a8"/>`
      : `
      <ellipse cx="500" cy="372" rx="470" ry="22" fill="#000" opacity="0.35"/>
      <path d="M40 300 L40 250 Q45 205 110 195 L300 170 Q360 95 470 85 L640 85 Q720 90 790 165
               L900 185 Q960 200 965 250 L965 300 Q965 320 945 320 L860 320 A95 95 0 0 0 670 320
               L340 320 A95 95 0 0 0 150 320 L60 320 Q40 320 40 300 Z"
            fill="${body}"/>
      <path d="M330 172 Q380 110 470 104 L560 104 L560 172 Z" fill="${glass}" opacity="0.55"/>
      <path d="M585 104 L640 104 Q705 108 760 172 L585 172 Z" fill="${glass}" opacity="0.55"/>
      <rect x="905" y="215" width="50" height="18" rx="8" fill="#ffe9a8"/>
      <rect x="45" y="222" width="36" height="16" rx="6" fill="#d33"/>
      <circle cx="245" cy="320" r="75" fill="#111"/><circle cx="245" cy="320" r="38" fill="#999"/>
      <circle cx="765" cy="320" r="75" fill="#111"/><circle cx="765" cy="320" r="38" fill="#999"/>`;
  const car = `
    <g transform="translate(${boxX.toFixed(1)} ${boxY.toFixed(1)}) scale(${scale.toFixed(4)})">${shapes}
    </g>`;

  const title = opts.title.trim();
  const titleSize = Math.max(
    8,
    Math.min(w * 0.075, (w * 0.9) / Math.max(1, title.length * 0.72), h * 0.14),
  );
  const subtitle = opts.subtitle?.trim() ?? '';
  const subSize = Math.max(
    6,
    Math.min(titleSize * 0.5, (w * 0.9) / Math.max(1, subtitle.length * 0.6)),
  );
  const textX = w * 0.05;
  const titleY = h * 0.08 + titleSize;
  const text = `
    <text x="${textX.toFixed(1)}" y="${titleY.toFixed(1)}" font-family="DejaVu Sans, sans-serif"
          font-weight="bold" font-size="${titleSize.toFixed(1)}" fill="#fff">${escapeXml(title)}</text>
    ${
      subtitle
        ? `<text x="${textX.toFixed(1)}" y="${(titleY + subSize * 1.5).toFixed(1)}" font-family="DejaVu Sans, sans-serif"
          font-size="${subSize.toFixed(1)}" fill="#fff" opacity="0.85">${escapeXml(subtitle)}</text>`
        : ''
    }`;

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue}, 70%, 55%)"/>
      <stop offset="1" stop-color="hsl(${hue2}, 60%, 22%)"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect y="${(h * 0.82).toFixed(1)}" width="${w}" height="${(h * 0.18).toFixed(1)}" fill="#000" opacity="0.25"/>
  ${car}
  ${text}
</svg>`;

  return sharp(Buffer.from(svg, 'utf8'), { density: 72 })
    .resize(w, h, { fit: 'fill' })
    .flatten({ background: '#000' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

function escapeXml(text: string): string {
  return (
    text
      // Control characters are not allowed in XML 1.0.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}
