import { cn } from '../cn.ts';
import { defineSection } from '../define.ts';
import { Container, IconList, SectionHeading, SectionShell } from '../ui.tsx';
import { Img } from '../img.tsx';
import { imageLayoutOf } from '../section-meta.ts';
import { detailBlocksSchema } from './schema.ts';

const layout = imageLayoutOf(detailBlocksSchema);

export const detailBlocks = defineSection({
  schema: detailBlocksSchema,
  Component: function DetailBlocks({ heading, intro, blocks, context }) {
    return (
      <SectionShell type="detail-blocks" index={context.index} tone="tint">
        <Container>
          <SectionHeading index={context.index} heading={heading} intro={intro} />
          <div className="space-y-16">
            {blocks.map((block, i) => (
              <article key={block.title} data-block className={cn('grid items-center gap-8', block.image && 'lg:grid-cols-2')}>
                <div className={cn(block.image && i % 2 === 1 && 'lg:order-2')}>
                  <h3 className="text-2xl font-bold text-ink">{block.title}</h3>
                  <p className="mt-3 text-slate-700">{block.description}</p>
                  <IconList items={block.benefits} className="mt-5" />
                </div>
                {block.image && <Img image={block.image} layout={layout} className="h-auto w-full rounded-2xl" />}
              </article>
            ))}
          </div>
        </Container>
      </SectionShell>
    );
  },
});
