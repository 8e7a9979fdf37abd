import { loadCatalogue } from '../../catalogue/index.ts';

/** One canonical page of each of the nine page types. */
export function pageTypes(): { label: string; path: string }[] {
  const { pages, posts } = loadCatalogue();
  const canonicals = pages.map((e) => e.page.meta.canonical);
  const pick = (label: string, test: (path: string) => boolean) => {
    const path = canonicals.find(test);
    return path ? [{ label, path }] : [];
  };
  return [
    ...pick('home', (p) => p === '/'),
    ...pick('Ajmer landing', (p) => p === '/digital-marketing-services-ajmer'),
    ...pick('Jaipur services', (p) => p === '/digital-marketing-services-jaipur'),
    ...pick('Jaipur service', (p) => p === '/seo-company-jaipur'),
    ...pick('Ajmer service', (p) => p === '/seo-company-ajmer'),
    ...pick('about', (p) => p === '/digital-marketing-company-jaipur'),
    ...pick('contact', (p) => p === '/contact'),
    ...pick('blog listing', (p) => p === '/blog'),
    ...(posts[0] ? [{ label: 'article', path: `/blog/${posts[0].slug}` }] : []),
  ];
}
