import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SectionContext } from '../define.ts';
import { embedUrl, video, watchUrl } from './index.tsx';
import { videoSchema } from './schema.ts';

const yaml = {
  type: 'video',
  heading: 'See the kind of videos we edit',
  videoId: 'AjmerReel01',
  title: 'Showreel of videos edited for Ajmer businesses',
  poster: { src: '/images/video/poster-ajmer.svg', alt: 'Sunset over a lakeside ghat', width: 1280, height: 720 },
};

describe('video schema', () => {
  it('accepts an 11-character YouTube id and defaults the tone', () => {
    const result = videoSchema.safeParse(yaml);
    expect(result.success).toBe(true);
    expect(result.data?.tone).toBe('light');
  });

  it.each(['https://youtu.be/AjmerReel01', 'short', 'AjmerReel01?t=3'])('rejects %s as a video id', (videoId) => {
    const result = videoSchema.safeParse({ ...yaml, videoId });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['videoId']);
  });

  it('requires a poster so the page never starts with the player', () => {
    const { poster: _, ...withoutPoster } = yaml;
    expect(videoSchema.safeParse(withoutPoster).success).toBe(false);
  });
});

describe('embedUrl', () => {
  it('is the privacy-enhanced player, muted, autoplaying, looping (with the playlist loop needs) and inline', () => {
    const url = new URL(embedUrl('AjmerReel01'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/AjmerReel01');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ autoplay: '1', mute: '1', loop: '1', playlist: 'AjmerReel01', playsinline: '1' });
  });

  it('links to the watch page for visitors without JavaScript', () => {
    expect(watchUrl('AjmerReel01')).toBe('https://www.youtube.com/watch?v=AjmerReel01');
  });
});

describe('video component', () => {
  const context = { index: 1, route: '/video-editing-company-ajmer', site: {} } as unknown as SectionContext;
  const html = renderToStaticMarkup(<video.Component {...videoSchema.parse(yaml)} context={context} />);

  it('renders a local poster and no player', () => {
    expect(html).not.toContain('<iframe');
    expect(html).toContain('src="/images/video/poster-ajmer.svg"');
    expect(html).toContain('width="1280"');
  });

  it('carries the player address and title as data for the client script', () => {
    expect(html).toContain(`data-embed-src="${embedUrl('AjmerReel01').replace(/&/g, '&amp;')}"`);
    expect(html).toContain('data-embed-title="Showreel of videos edited for Ajmer businesses"');
  });

  it('offers plain links to watch on YouTube', () => {
    expect(html.match(/href="https:\/\/www\.youtube\.com\/watch\?v=AjmerReel01"/g)).toHaveLength(2);
    expect(html).toContain('Play video: Showreel of videos edited for Ajmer businesses');
  });
});
