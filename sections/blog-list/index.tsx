import { IslandRoot } from '../island.tsx';
import { defineSection } from '../define.ts';
import { ButtonLink, Container, SectionHeading, SectionShell } from '../ui.tsx';
import { Island as BlogList, type BlogListProps } from './island.tsx';
import { BLOG_ROUTE, pageOfPosts } from './model.ts';
import { blogListSchema } from './schema.ts';

/**
 * The blog listing: count lines, six cards a page (newest first), pagination, and a
 * call-to-action block. The posts and the page number come from the page being rendered
 * (/blog or /blog/page/N), not from YAML.
 */
export const blogList = defineSection({
  schema: blogListSchema,
  Component: function BlogListSection({ heading, intro, emptyText, callToAction, context }) {
    const { blog, site, index } = context;
    if (!blog) throw new Error(`The blog-list section has no posts to show on ${context.route}: it belongs on ${BLOG_ROUTE}`);
    const props: BlogListProps = {
      id: `blog-list-${index}`,
      page: blog.page,
      totalPosts: blog.posts.length,
      cards: pageOfPosts(blog.posts, blog.page),
      baseTitle: blog.baseTitle,
      emptyText,
    };
    return (
      <SectionShell type="blog-list" index={index} tone="tint">
        <Container>
          <SectionHeading index={index} heading={heading} intro={intro} />
          <p className="-mt-4 mb-8 text-center">
            <a href="/blog/rss.xml" type="application/rss+xml" className="font-semibold text-brand underline underline-offset-4 hover:text-ink">
              Follow new articles with the RSS feed
            </a>
          </p>
          <IslandRoot schema={blogListSchema} props={props}>
            <BlogList {...props} />
          </IslandRoot>
          <aside
            data-blog-cta
            aria-labelledby={`s${index}-cta`}
            className="relative mt-16 overflow-hidden rounded-3xl bg-ink px-6 py-10 text-center text-white sm:px-12"
          >
            <div aria-hidden="true" className="jaali absolute inset-0 opacity-15" />
            <div className="relative">
              <h3 id={`s${index}-cta`} className="text-2xl font-bold text-balance sm:text-3xl">
                {callToAction.heading}
              </h3>
              <p className="mx-auto mt-3 max-w-2xl text-lg text-indigo-100">{callToAction.text}</p>
              <ButtonLink href={site.contactPage} className="mt-6">
                {callToAction.label}
              </ButtonLink>
            </div>
          </aside>
        </Container>
      </SectionShell>
    );
  },
});
