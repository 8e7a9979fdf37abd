import type { z } from 'zod';
import { sectionSchema, sectionSchemas } from '../../sections/schemas.ts';
import { CITIES_FILE, citiesSchema } from '../cities-schema.ts';
import type { Cities } from '../city-check.ts';
import type { AliasUses } from './alias-uses.ts';
import { pageSchema } from '../page-schema.ts';
import { postFrontMatterSchema } from '../post-schema.ts';
import { bareHost, siteSchema } from '../site-schema.ts';
import { type CmsField, type FormContext, fieldOf, formFields, sectionTypes } from './fields.ts';

/**
 * The browser editor's configuration (`/admin/`, Sveltia CMS), written by the build from the
 * section model and the content as it stands, never by hand: a collection per folder of
 * pages-data (a city, the core pages), the top pages, the shared sections, the blog, the site
 * settings and the gazetteer. Each collection names the format (admin/formats.ts) that reads and
 * writes its files through catalogue/cms/forms.ts and catalogue/cms/yaml-writer.ts.
 */

/** The formats the admin page registers, by collection kind: each knows its zod schema. */
export const FORMATS = { page: 'site-page', section: 'site-section', post: 'site-post', site: 'site-settings', cities: 'site-cities' } as const;
export type FormatKind = keyof typeof FORMATS;

/** The schema the build checks a file of each kind with (a shared section's file is one section). */
export const SCHEMAS: Record<FormatKind, z.ZodType> = {
  page: pageSchema,
  section: sectionSchema,
  post: postFrontMatterSchema,
  site: siteSchema,
  cities: citiesSchema as unknown as z.ZodType,
};

/** The hidden field that carries a file's text as it was opened, so the writer changes only what the form changed. */
export const ORIGINAL_FIELD = '_original';

/** A shared section's form holds its one section in a list of types (admin/formats.ts unwraps it), so a new one starts by choosing its type. */
export const SHARED_SECTION_FIELD = 'section';

/** Where a new shared section's name is typed: the editor's Slug box, beside the form, or under ⋮ on a phone. */
const IN_SLUG = 'in Slug (on a phone, ⋮ → Slug)';

/**
 * How a shared section is made, as its form says under the list (and its preview, while the list is
 * empty): its name first, in the editor's Slug panel, beside the form on a wide screen and only under
 * ⋮ on a phone, where staff found no box for it.
 */
export const SHARED_SECTION_HINT = `Name a new one first, ${IN_SLUG}; then Add Section, choose its type and fill it in: one section per file`;

/** The collection of the shared sections, in the editor's addresses (`#/collections/shared/new`). */
export const SHARED_COLLECTION = 'shared';

/**
 * Said with the editor's notice of a save it refused, for a new shared section saved without its
 * name: the editor counts the empty Slug among the fields with errors, but on a phone it draws that
 * box only under ⋮, and the form marks only the others.
 */
export const SHARED_NAME_MISSING = `The section has no name yet: type it ${IN_SLUG}, e.g. festive-offer; pages place it by that name.`;

/** The name of a new shared section, which pages place with `- include: <name>`: its file name. */
const SHARED_NAME_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';

/** Where the repository lives and how staff sign in (site.config.yaml `editor:`); none: practice in the browser only. */
export interface EditorBackend {
  backend: 'github' | 'gitlab';
  repo: string;
  branch: string;
  /** GitHub: the OAuth relay; GitLab: the instance. */
  baseUrl?: string;
  /** GitLab: the OAuth application id for sign-in with PKCE. */
  appId?: string;
}

const hidden: CmsField = { name: ORIGINAL_FIELD, widget: 'hidden' };

/**
 * What the configuration is made from, read from the repository by the build
 * (catalogue/cms/input.ts): small, so the admin page makes the configuration itself and a site of
 * 1,000 pages ships its route list once.
 */
export interface CmsInput {
  site: { name: string; baseUrl: string };
  /** Folders relative to the repository root: pages-data, public, the shared sections, the editor schemas, the site settings file. */
  dirs: CmsDirs;
  /** The folders of pages-data/ with pages: their label, and their city's name when the folder is a city of the gazetteer. */
  folders: { name: string; label: string; city?: string }[];
  /** The pages at the top of pages-data/ (file names). */
  topFiles: string[];
  /** The shared sections, each with its section as its file holds it (the editor's check puts it in place of a page's `- include:`, as the build does). */
  shared: { name: string; section?: unknown }[];
  /** Paths a link may point to. */
  routes: string[];
  /** site.config.yaml's aliases (alias → route): a page's canonical may be one of its own. */
  aliases?: Record<string, string>;
  /** The gazetteer (pages-data/_cities.yaml) when it is valid: the editor's check holds a city's page to its city, as the build does. */
  cities?: Cities;
  /** Each file of public/images/ the content names (/images/blog/cover.jpg), with the files that name it: said before an upload replaces it. */
  images?: Record<string, readonly string[]>;
  /** The files that link to each page or post, by its route (the settings' menus and footer too): said before one is deleted. */
  linkedFrom?: Record<string, readonly string[]>;
  /** The pages whose canonical address is an alias, and the files that link to an alias: the check of the settings holds an alias's change to them. */
  aliasUses?: AliasUses;
  /** Each page's route, drafts' too, with its file: a page saved with another page's route is refused, as the build refuses it. */
  pageFiles?: Record<string, string>;
  /** Each post's id by its file, drafts' too: a post saved with another's id is refused; a new post's form starts with the next. */
  postIds?: Record<string, number>;
  backend?: EditorBackend;
}

export interface CmsDirs {
  pages: string;
  public: string;
  shared: string;
  schemas: string;
  siteFile: string;
}

/** The kind of a content file, from its path in the repository and the folders the build named (catalogue/cms/input.ts). */
export function kindOfPath(path: string, dirs: Pick<CmsDirs, 'pages' | 'shared' | 'siteFile'>): FormatKind {
  if (path.endsWith('.md')) return 'post';
  if (path.startsWith(`${dirs.shared}/`)) return 'section';
  if (path === `${dirs.pages}/${CITIES_FILE}`) return 'cities';
  if (path === dirs.siteFile) return 'site';
  return 'page';
}

export function cmsConfig(input: CmsInput): Record<string, unknown> {
  const { dirs, routes } = input;
  const pagesDir = dirs.pages;
  const publicDir = dirs.public;
  const shared = input.shared.map((s) => s.name);
  const ownHost = bareHost(input.site.baseUrl);
  const context = (area: string): FormContext => ({ routes, shared, ownHost, media: { folder: `/${publicDir}/images/${area}`, public: `/images/${area}` } });

  // One form for every page, made once: a site of 1,000 cities has 1,000 page collections, and
  // each collection (or file) says where its uploads go.
  const pageFields = [hidden, ...formFields(pageSchema, { routes, shared, ownHost })];
  // A city's page has geo tags (the build refuses one without): in a city's folder the group is
  // always there, open to fill in on a new page, not an "Add Geo" box to find. Elsewhere it is optional.
  const cityPageFields = pageFields.map((f) =>
    f.name === 'meta' ? { ...f, fields: (f.fields as CmsField[]).map((m) => (m.name === 'geo' ? { ...m, required: true } : m)) } : f,
  );
  const pageCollection = ({ name: folder, label }: { name: string; label: string }) => ({
    name: `pages-${folder}`,
    label,
    label_singular: 'Page',
    description: `The files in ${pagesDir}/${folder}/: one page each`,
    folder: `${pagesDir}/${folder}`,
    extension: 'yaml',
    format: FORMATS.page,
    create: true,
    identifier_field: 'route',
    summary: '{{route}} · {{meta.title}}',
    slug: '{{slug}}',
    media_folder: `/${publicDir}/images/${folder}`,
    public_folder: `/images/${folder}`,
    fields: input.cities?.[folder] ? cityPageFields : pageFields,
  });

  // One folder: the shared sections there, and a new one named as pages will include it. Its one
  // section is a list of one item of any type but another shared section.
  const sharedCollection = {
    name: SHARED_COLLECTION,
    label: 'Shared sections',
    label_singular: 'Shared section',
    description: `Sections written once in ${dirs.shared}/ and placed on pages with - include: <name>`,
    folder: dirs.shared,
    extension: 'yaml',
    format: FORMATS.section,
    create: true,
    summary: '{{slug}}',
    slug: {
      editable: ['create'],
      hint: 'The name pages place it by (- include: <name>), e.g. festive-offer',
      pattern: [SHARED_NAME_PATTERN, 'A name uses lower-case letters, digits and single hyphens, e.g. festive-offer'],
    },
    media_folder: `/${publicDir}/images/shared`,
    public_folder: '/images/shared',
    fields: [
      hidden,
      {
        name: SHARED_SECTION_FIELD,
        // Titled as a list, its one item named in the singular: the editor counts a list's items
        // with its label for any number but 1 ("0 Section" on a new shared section), one with
        // label_singular ("1 Section", "Add Section").
        label: 'Sections',
        label_singular: 'Section',
        hint: SHARED_SECTION_HINT,
        widget: 'list',
        typeKey: 'type',
        min: 1,
        max: 1,
        types: sectionTypes(sectionSchemas, { ...context('shared'), shared: [] }),
      },
    ],
  };

  const collections: Record<string, unknown>[] = [
    {
      name: 'pages-top',
      label: 'Home and blog pages',
      description: `The pages at the top of ${pagesDir}/`,
      // One folder for the collection, not one per file: the Assets view lists a folder per file
      // that names one, so both files naming the same folder showed it twice.
      media_folder: `/${publicDir}/images/home`,
      public_folder: '/images/home',
      files: input.topFiles.map((f) => ({
        name: f.replace(/\.yaml$/, ''),
        label: f.replace(/\.yaml$/, ''),
        file: `${pagesDir}/${f}`,
        format: FORMATS.page,
        fields: pageFields,
      })),
    },
    ...input.folders.map(pageCollection),
    sharedCollection,
    {
      name: 'blog',
      label: 'Blog posts',
      label_singular: 'Post',
      description: `The posts in ${pagesDir}/blog/: a draft or a future date waits`,
      folder: `${pagesDir}/blog`,
      // The extension (.md) comes with the format (admin/formats.ts).
      format: FORMATS.post,
      create: true,
      identifier_field: 'heading',
      slug: '{{slug}}',
      summary: '{{date}} · {{heading}}',
      sortable_fields: ['date', 'heading'],
      media_folder: `/${publicDir}/images/blog`,
      public_folder: '/images/blog',
      fields: [
        hidden,
        // A new post's id starts as the next one free (npm run new-post's), not empty.
        ...formFields(postFrontMatterSchema, context('blog')).map((field) =>
          field.name === 'id' && input.postIds ? { ...field, default: Math.max(0, ...Object.values(input.postIds)) + 1 } : field,
        ),
        {
          name: 'body',
          label: 'Article',
          widget: 'markdown',
          hint: 'The article in Markdown: headings ##, **bold**, [links](/contact), ![photos](/images/blog/…)',
        },
      ],
    },
    {
      name: 'settings',
      label: 'Settings',
      // Settings are not a page: without a pane beside it (the editor's own would list the fields
      // again, unstyled), the form takes the width.
      files: [
        {
          name: 'site',
          label: 'Site settings',
          file: dirs.siteFile,
          format: FORMATS.site,
          editor: { preview: false },
          fields: [hidden, ...formFields(siteSchema, context('site'))],
        },
        {
          name: 'cities',
          label: 'Cities and places',
          file: `${pagesDir}/${CITIES_FILE}`,
          format: FORMATS.cities,
          editor: { preview: false },
          fields: [
            hidden,
            {
              ...fieldOf('cities', citiesSchema as unknown as z.ZodType, context('cities')),
              label: 'Cities',
              hint: 'One entry per city folder: its name, region, centre and the places its pages name',
            },
          ],
        },
      ],
    },
  ];

  const backend = input.backend;
  const git = backend && {
    name: backend.backend,
    repo: backend.repo,
    branch: backend.branch,
    ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
    ...(backend.appId ? { app_id: backend.appId, auth_type: 'pkce' } : {}),
  };
  return {
    load_config_file: false,
    backend: git ?? { name: 'test-repo' },
    ...(git ? { publish_mode: 'editorial_workflow' } : {}),
    app_title: `${input.site.name}: edit the site`,
    site_url: input.site.baseUrl,
    media_folder: `${publicDir}/images`,
    public_folder: '/images',
    // No stock photo libraries (Lorem Picsum, Pexels, Pixabay, Unsplash) in the image dialog: their
    // pictures come from other sites, which the editor's Content-Security-Policy does not let in, and
    // a random placeholder photo is not the agency's. A photo is uploaded from the computer or phone.
    media_libraries: { stock_assets: false },
    output: { omit_empty_optional_fields: true, yaml: { indent_sequences: true } },
    collections,
  };
}

/** The editor-help line of a new file of this kind, `depth` folders below the repository root (catalogue/json-schema.ts writes `<kind>.schema.json`). */
export const schemaLine = (kind: Exclude<FormatKind, 'post'>, depth: number, dirs: CmsDirs): string =>
  `# yaml-language-server: $schema=${'../'.repeat(depth)}${dirs.schemas}/${kind}.schema.json\n`;
