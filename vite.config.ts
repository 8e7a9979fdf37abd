import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { blogData } from './renderer/blog/vite-plugin.ts';
import { contentReload } from './renderer/dev/content-reload.ts';
import { imagePipeline } from './scripts/images/vite-plugin.ts';

export default defineConfig({
  plugins: [react(), vike(), tailwindcss(), blogData(), contentReload(), imagePipeline()],
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
});
