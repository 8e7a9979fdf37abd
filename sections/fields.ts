import { z } from 'zod';
import { gradientNames } from './gradients.ts';
import { fillsSiteValues, kind, sentences } from './field-kinds.ts';
import { iconNames } from './icon-names.ts';
import type { Picture } from './section-meta.ts';

/**
 * Field schemas shared by sections. Links and images carry their kind (sections/field-kinds.ts),
 * which is how the catalogue finds them: make them with `href(description)` and
 * `image(description)`, so the kind stays on the field (zod's `.describe()` returns an untagged copy).
 */

export const text = (description: string) => z.string().trim().min(1, 'Must not be empty').describe(description);

/** Copy of a sentence or more: a text the editor shows in a box that grows (sections/field-kinds.ts `sentences`). */
export const paragraph = (description: string) => sentences(text(description));

/** The optional sentence or two under a section's heading. */
export const introText = (description: string) => sentences(z.string().trim().min(1)).optional().describe(description);

/** A link: a path of this site, checked against the catalogue, or an https://, tel: or mailto: address. */
export const href = (description = 'Where the link goes: a path of this site such as /contact, or a full https:// address') =>
  kind(
    z
      .string()
      .regex(
        /^(\/(?!\/)[^\s]*|https:\/\/[^\s]+|tel:\+?[0-9]+|mailto:[^\s@]+@[^\s@]+|#[\w-]+)$/,
        'A link is a path of this site starting with / (e.g. /contact), an https:// address, tel:+91… or mailto:…',
      )
      .describe(description),
    'link',
  );

/** A link that must stay on this site, e.g. the page a form sends a visitor to. */
export const sitePath = (description: string, message = 'Write a path of this site starting with /, e.g. /thank-you') =>
  kind(
    z
      .string()
      .regex(/^\/(?!\/)[^\s?#]*$/, message)
      .describe(description),
    'link',
  );

/** The formats a page may show, in any case (.JPG from a camera is a .jpg). */
export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'webp', 'avif', 'svg'] as const;
/** The message for an iPhone photo in its own format, which browsers do not show. */
export const HEIC_MESSAGE = 'iPhone photos (HEIC): export as JPEG or turn on Most Compatible (iPhone Settings → Camera → Formats), then use the .jpg file';

/** The rule for an image path in a few words, for a form that checks as you type (one message for every mistake). */
export const IMAGE_PATH_RULE = `An image file under /images/ (public/images/): ${IMAGE_FORMATS.filter((f) => f !== 'jpeg')
  .map((f) => `.${f}`)
  .join(', ')
  .replace(/, ([^,]+)$/, ' or $1')}, named with letters, digits, hyphens and dots`;

/**
 * A file's or folder's name with what an image path may not hold made hyphens
 * (`Screen Shot 2026-12-01 at 10.42.13.png` → `Screen-Shot-2026-12-01-at-10.42.13.png`); a file's
 * name of other letters only (जयपुर.jpg), which leaves nothing, is photo.jpg.
 */
export function safeName(name: string, file = true): string {
  const clean = name.replace(/[^\w.-]+/g, '-').replace(/^-+|-+(?=\.[^.]+$)|-+$/g, '');
  const extension = /\.[^.]+$/.exec(clean)?.[0] ?? '';
  return file && /^[-.]*$/.test(clean.slice(0, clean.length - extension.length)) ? `photo${extension}` : clean;
}

/** `src` with what an image path may not hold made hyphens (a pasted %20 read as the space it is). */
function renamedImagePath(src: string): string {
  let decoded = src;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    // Not %-encoded after all: as written.
  }
  return decoded
    .split('/')
    .map((part, i, parts) => safeName(part, i === parts.length - 1))
    .join('/');
}

/**
 * The one rule for an image path, wherever it is written (an image field, a sharing image, a blog
 * cover, a Markdown image): the message naming what is wrong, or undefined.
 */
export function imagePathProblem(src: string, formats: readonly string[] = IMAGE_FORMATS): string | undefined {
  if (isComputerPath(src)) return COMPUTER_PATH_MESSAGE;
  // Written with Windows' backslashes (\images\blog\photo.jpg): the same path with slashes, and what that still needs.
  if (src.includes('\\')) {
    const forward = src.replace(/\\/g, '/');
    const then = imagePathProblem(forward, formats);
    return `Write the path with / between its folders, not \\${then ? `; then: ${then}` : `: ${forward}`}`;
  }
  const extension = /\.([^./]+)$/.exec(src)?.[1]?.toLowerCase();
  if (extension === 'heic' || extension === 'heif') return HEIC_MESSAGE;
  if (!src.startsWith('/images/')) {
    // A path with the folder in it (`public/images/seo/hero.svg`, `images/blog/photo.jpg`) keeps its folder.
    const inImages = /(?:^|\/)images\/(.+)$/.exec(src)?.[1];
    return inImages
      ? `An image path starts with /images/ (the folder public/images/): write /images/${inImages}`
      : `An image path starts with /images/ (the folder public/images/), e.g. /images/blog/${src.split('/').pop() || 'photo.jpg'}`;
  }
  if (!extension || !formats.includes(extension))
    return `${extension ? `A .${extension} file` : 'A path without a file extension'} cannot be shown here: use ${formats
      .filter((f) => f !== 'jpeg')
      .map((f) => `.${f}`)
      .join(', ')
      .replace(/, ([^,]+)$/, ' or $1')}`;
  if (!/^\/images\/[\w./-]+$/.test(src))
    return `Rename the file (and its folders) with letters, digits, hyphens and dots only, no spaces or other signs, e.g. ${renamedImagePath(src)}`;
  return undefined;
}

/** A file's place on a computer (C:\Users\…, file:///…, \\server\…): the site cannot reach it. */
export const isComputerPath = (src: string) => /^(?:[a-z]:[\\/]|file:|\\\\)/i.test(src.trim());

export const COMPUTER_PATH_MESSAGE =
  "This is where the file is on your computer, which the site cannot reach: save the image in public/images/ (a post's in public/images/blog/) and write its path from /images/, e.g. /images/blog/<file name>";

/**
 * A path of an image under public/images/, checked by imagePathProblem (problem code bad-image-path);
 * `title` names its box in the browser editor where its key would not (`src`).
 */
export const imagePath = (description: string, formats: readonly string[] = IMAGE_FORMATS, title?: string) =>
  kind(
    z
      .string()
      .superRefine((src, ctx) => {
        const message = imagePathProblem(src, formats);
        if (message) ctx.addIssue({ code: 'custom', message, params: { problem: 'bad-image-path' } });
      })
      // The same rule as a JSON Schema pattern, for editors that check as you type (any case: [jJ][pP][gG]).
      .meta({
        description,
        pattern: `^/images/[\\w./-]+\\.(${formats.map((f) => f.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`)).join('|')})$`,
        ...(title ? { title } : {}),
      }),
    'image-path',
  );

/** A full https:// address on another site (a profile, a map): never javascript: or data:. */
export const webAddress = (description: string, example: string) =>
  kind(
    z
      .string()
      .trim()
      .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, {
        error: (issue) => {
          const scheme = /^([a-z][\w+.-]*):/i.exec(String(issue.input))?.[1]?.toLowerCase();
          const lead = scheme && scheme !== 'https' ? `A ${scheme}: address is never published: write` : 'Write';
          return `${lead} the full https:// address, as the browser shows it, e.g. ${example}`;
        },
      })
      .describe(`${description}, e.g. ${example}`),
    'link',
  );

/** An image shown by a section: a raster file becomes a `<picture>` of AVIF, WebP and the source's format. */
export const image = (description = 'An image stored in this repository') =>
  kind(
    z
      .strictObject({
        src: imagePath(
          'The picture (Browse chooses or uploads one), written as its path from /images/, e.g. /images/jaipur/hero.svg',
          IMAGE_FORMATS,
          'Image file',
        ),
        alt: z.string().describe('What the image shows, for people who cannot see it; empty only for pure decoration'),
        width: z.int().positive().optional().describe('Intrinsic width in pixels (read from the file when left out)'),
        height: z.int().positive().optional().describe('Intrinsic height in pixels (read from the file when left out)'),
      })
      .describe(description),
    'image',
  );

/** A video's id on its platform (field-kinds.ts, `video`). */
export const video = <S extends z.ZodType>(schema: S) => kind(schema, 'video');

export const icon = z.enum(iconNames).describe('Icon name from the site icon set, e.g. search, users, chart-line');

export const gradient = z.enum(gradientNames).describe('Brand gradient behind the card');

export const heading = text('Section heading, about 40–70 characters');

export const link = z.strictObject({
  label: text('Text on the button or link'),
  href: href(),
});

/** Placeholders a site text may use; sections/site-text.tsx fills each in from site.config.yaml. */
export const PLACEHOLDERS = ['agency', 'email', 'phones', 'whatsapp', 'address', 'formProvider', 'website', 'analytics'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export const PLACEHOLDER_PATTERN = /\{(\w+)\}/g;

/** A text field that may use {agency}, {email}, {phones}, {whatsapp}, {address}, {formProvider}, {website}, {analytics}. */
export const siteText = (description: string) =>
  fillsSiteValues(
    z
      .string()
      .trim()
      .min(1, 'Must not be empty')
      .superRefine((value, ctx) => {
        for (const [, name] of value.matchAll(PLACEHOLDER_PATTERN)) {
          if (!PLACEHOLDERS.includes(name as Placeholder)) {
            ctx.addIssue({
              code: 'custom',
              params: { problem: 'unknown-placeholder' },
              message: `Unknown placeholder {${name}}: use one of ${PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}`,
            });
          }
        }
      })
      .describe(`${description}. May use ${PLACEHOLDERS.map((n) => `{${n}}`).join(', ')}`),
  );

export const faqItem = z.strictObject({
  question: text('The question, as a visitor would ask it'),
  answer: paragraph('The answer: two to four plain sentences'),
});

export const stat = z.strictObject({
  // A figure is a number as the agency counts it: "lots" or "Many" left from a draft is not one.
  value: z
    .string()
    .trim()
    .min(1, 'Must not be empty')
    .regex(/[0-9०-९]/, "A figure shows a number, e.g. 500+, 98%, 24-48h: write the agency's own figure")
    .describe('The figure as shown, e.g. 500+, 98%, 24-48h'),
  label: text('What the figure counts'),
});

/** An image as sections get it: what the YAML says, plus the copies the build made of a raster file (scripts/images.ts). */
export type ImageValue = z.output<ReturnType<typeof image>> & { picture?: Picture };
export type LinkValue = z.output<typeof link>;
