import { FAVICON_PATH, SOCIAL_IMAGE } from '../catalogue/image-layouts.ts';
import type { PageMeta, Site } from '../catalogue/index.ts';
import { absoluteUrl as siteUrl } from '../catalogue/site-schema.ts';
import { baseGraph, mergeGraph, serializeGraph } from './json-ld.ts';

export interface HeadProps {
  site: Site;
  meta: PageMeta;
  /** Extra JSON-LD objects for this page's @graph; a node with the @id of a built-in node (see json-ld.ts `ids`) refines it. */
  jsonLd?: object[];
}

/** The address of a path on the live site (catalogue/site-schema.ts `absoluteUrl`). */
export const absoluteUrl = (site: Site, path: string): string => siteUrl(site.baseUrl, path);

/** The sharing image: the YAML override, else the one the build draws from the page heading (scripts/postbuild/og-image.ts). */
export function socialImagePath(meta: PageMeta): string {
  return meta.social.image ?? `/images/og${meta.canonical === '/' ? '/home' : meta.canonical}.png`;
}

/** Every tag the page YAML describes: title, description, robots, canonical, social and geo. */
export function Head({ site, meta, jsonLd = [] }: HeadProps) {
  const canonical = absoluteUrl(site, meta.canonical);
  const socialTitle = meta.social.title ?? meta.title;
  const socialDescription = meta.social.description ?? meta.description;
  const image = absoluteUrl(site, socialImagePath(meta));
  const graph = mergeGraph(baseGraph(site, meta, image), jsonLd);
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(', ')} />
      <meta name="robots" content={`${meta.robots.index ? 'index' : 'noindex'}, ${meta.robots.follow ? 'follow' : 'nofollow'}`} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content={meta.social.type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale.replace('-', '_')} />
      <meta property="og:title" content={socialTitle} />
      <meta property="og:description" content={socialDescription} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_IMAGE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_IMAGE.height)} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={socialTitle} />
      <meta name="twitter:description" content={socialDescription} />
      <meta name="twitter:image" content={image} />
      {meta.geo && (
        <>
          <meta name="geo.region" content={meta.geo.region} />
          <meta name="geo.placename" content={meta.geo.placename} />
          <meta name="geo.position" content={`${meta.geo.latitude};${meta.geo.longitude}`} />
          <meta name="ICBM" content={`${meta.geo.latitude}, ${meta.geo.longitude}`} />
        </>
      )}
      {/* Written by scripts/images.ts from the SVG logo; favicon.ico for browsers and tools that ask for it. */}
      <link rel="icon" href="/favicon.ico" sizes="48x48" />
      <link rel="alternate" type="application/rss+xml" title={`${site.name} blog`} href={`${site.baseUrl}/blog/rss.xml`} />
      {site.verification.google && <meta name="google-site-verification" content={site.verification.google} />}
      {site.verification.bing && <meta name="msvalidate.01" content={site.verification.bing} />}
      <link rel="icon" href={FAVICON_PATH} type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      <link rel="manifest" href="/manifest.webmanifest" />
      <meta name="theme-color" content="#1e1b4b" />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD data, serialized with < escaped so no text can close the element */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeGraph(graph) }} />
    </>
  );
}
