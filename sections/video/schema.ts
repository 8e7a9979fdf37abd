import { z } from 'zod';
import { heading, image, introText, text, video } from '../fields.ts';

/** Origin of the privacy-enhanced player: the only frame the Content-Security-Policy allows (its origins below). */
export const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

export const videoSchema = z
  .strictObject({
    type: z.literal('video'),
    eyebrow: z.string().trim().min(1).optional().describe('Small label above the heading'),
    heading: heading,
    intro: introText('A sentence or two under the heading'),
    videoId: video(
      z
        .string()
        .regex(/^[\w-]{11}$/, 'A YouTube video id is the 11 letters, digits, - or _ after "watch?v=" in the video address')
        .describe('YouTube video id, e.g. the part after watch?v= in https://www.youtube.com/watch?v=…'),
    ),
    title: text('What the video shows; screen readers announce it as the player title'),
    poster: image('Still shown until the player loads, in this repository; 16:9 like the player'),
    caption: z.string().trim().min(1).optional().describe('A line under the video'),
    tone: z.enum(['light', 'tint']).default('light').describe('Background of the section'),
  })
  .meta({
    title: 'Video',
    description: 'A YouTube video with a poster image from this repository',
    // Video poster: max-w-5xl.
    image: { sizes: '(min-width: 1024px) 960px, calc(100vw - 32px)', maxWidth: 1920 },
    origins: { frame: [PLAYER_ORIGIN] },
  });
