import type { ComponentType } from 'react';
import { definitionOf } from '../../sections/registry.ts';
import type { PageData } from '../../renderer/resolve.ts';
import { BlogArticleView, BlogNotFoundView } from '../../renderer/blog/article.tsx';
import { FirstScreenEnd } from '../../renderer/first-screen.tsx';

export default function Page({ data }: { data: PageData }) {
  if (data.kind === 'blog-post') return <BlogArticleView data={data} />;
  if (data.kind === 'blog-not-found') return <BlogNotFoundView data={data} />;
  const blog = data.kind === 'blog-listing' ? data.listing : undefined;
  return (
    <>
      {data.page.sections.map((section, index) => {
        // Each definition's Component takes exactly its own schema's output; the registry
        // lookup by `type` is what guarantees the pairing, which TypeScript cannot see.
        const Component = definitionOf(section.type).Component as ComponentType<typeof section & { context: object }>;
        const rendered = <Component key={index} {...section} context={{ index, route: data.page.route, site: data.site, blog }} />;
        // The first section is the first screen: the page is drawn once it is parsed (renderer/first-screen.tsx).
        return index === 0 ? [rendered, <FirstScreenEnd key="first-screen-end" />] : rendered;
      })}
    </>
  );
}
