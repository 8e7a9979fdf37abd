import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vike(), tailwindcss()],
  build: { outDir: process.env.SITE_OUT_DIR ?? 'dist' },
});
