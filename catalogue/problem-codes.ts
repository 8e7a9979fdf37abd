/**
 * Every kind of content problem, with a permanent code, as Astro's error data does for its
 * errors: the code names the problem in CI annotations (`title=<code>: <title>`), in the browser editor
 * and in CONTENT.md; the title says what went wrong in a few words; each problem's own message
 * says where and what to do. A code is never reused for another problem: a retired one stays
 * here, marked so.
 *
 * A schema's own rule names its code in the params (`ctx.addIssue({ params: { problem:
 * 'unknown-placeholder' } })`); zod's built-in checks map to codes by zod's issue code.
 */
export const PROBLEMS = {
  // The file and its YAML.
  'file-not-found': { title: 'File not found' },
  'file-not-read': { title: 'A content file the check does not read' },
  'empty-file': { title: 'The file is empty' },
  'yaml-syntax': { title: 'YAML syntax' },
  'yaml-indentation': { title: 'Indentation' },
  unexpected: { title: 'The file could not be checked' },
  // Fields, by zod's checks.
  required: { title: 'A required field is missing' },
  'unknown-key': { title: 'Unknown key' },
  'misplaced-key': { title: 'A key at the wrong indentation' },
  'wrong-type': { title: 'A value of the wrong kind' },
  'unknown-section-type': { title: 'Unknown section type' },
  'empty-list': { title: 'An empty list' },
  'too-few': { title: 'Too few items or characters' },
  'too-many': { title: 'Too many items or characters' },
  'out-of-range': { title: 'A number out of range' },
  'not-allowed': { title: 'Not one of the allowed values' },
  'bad-format': { title: 'Not in the expected form' },
  'bad-link': { title: 'Not a link' },
  'bad-route': { title: 'Not a route' },
  'bad-date': { title: 'Not a date' },
  // The schemas' own rules.
  'unknown-placeholder': { title: 'Unknown placeholder' },
  'cta-last': { title: 'The page does not end with a call to action' },
  rule: { title: 'A rule of this field' },
  // Across files: the catalogue.
  'duplicate-route': { title: 'A route used twice' },
  'alias-clash': { title: 'An alias that is a route' },
  'alias-target': { title: 'An alias to no page' },
  'page-moved': { title: 'A page moved without keeping its old address' },
  'canonical-not-served': { title: 'A canonical address that is not this page' },
  'dead-link': { title: 'A link to no page of this site' },
  'link-to-held': { title: 'A link to a draft or scheduled post' },
  'image-not-found': { title: 'Image not found' },
  'image-unreadable': { title: 'An image that cannot be read, or an SVG without a size' },
  'image-too-narrow': { title: 'A photo too narrow for where it is shown' },
  'photo-location': { title: 'A photo that holds the place it was taken' },
  'bad-image-path': { title: 'Not an image the site can show' },
  'publish-not-found': { title: 'A file to publish that does not exist' },
  'publish-photo': { title: 'An original photo listed to publish' },
  'markdown-html': { title: 'HTML in a post' },
  'markdown-unsafe-link': { title: 'A link that cannot be published' },
  'markdown-outside-image': { title: 'An image from another site' },
  'markdown-image-alt': { title: 'An image in a post without alt text' },
  'markdown-link-text': { title: 'A link in a post without words' },
  'markdown-heading': { title: 'A heading level a post cannot use' },
  'markdown-indented': { title: 'Text in a post indented into code' },
  'markdown-table': { title: 'A table in a post that is shown as text' },
  'markdown-pasted-list': { title: 'A list pasted from a document that is shown as one paragraph' },
  'geo-missing': { title: 'Geo tags missing' },
  'geo-wrong-city': { title: 'Geo tags of another city' },
  'other-city': { title: "Another city's name on a city page" },
  'unused-other-place': { title: 'A name in otherPlaces the page does not need' },
  'tag-capitals': { title: 'A tag written in other capitals than the other posts write it' },
  'link-to-earlier-address': { title: "A link to a page's or post's earlier address" },
  'copied-testimonial': { title: "A client's testimonial of another city's page" },
  'place-on-many-pages': { title: "One city's place told on many pages of other cities" },
  'article-before-city': { title: 'A or an before a city name' },
  'cta-other-city': { title: "A post's call to action for other cities" },
  'post-other-city': { title: 'A post for one city whose address or headings name another' },
  'unknown-city': { title: 'A folder of pages that is not a city' },
  'city-not-served': { title: 'Site-wide text without a new city (a city-report note)' },
  'whatsapp-not-a-phone': { title: 'A WhatsApp number that is not one of the phones' },
  'duplicate-slug': { title: 'A post slug used twice' },
  'duplicate-post-id': { title: 'A post id used twice' },
  'duplicate-copy': { title: 'A title, description or article another page has word for word' },
  'reserved-slug': { title: 'A slug the blog uses itself' },
  'blog-list-elsewhere': { title: 'The blog listing outside /blog' },
  'snippet-not-found': { title: 'A shared section that does not exist' },
  'front-matter': { title: 'A post without its front matter' },
  placeholder: { title: 'A placeholder left in published copy' },
  'unknown-phone': { title: "A phone number in copy that is not one of the agency's" },
} as const satisfies Record<string, { title: string }>;

export type ProblemCode = keyof typeof PROBLEMS;

export const problemTitle = (code: ProblemCode): string => PROBLEMS[code].title;

export const isProblemCode = (code: unknown): code is ProblemCode => typeof code === 'string' && Object.hasOwn(PROBLEMS, code);
