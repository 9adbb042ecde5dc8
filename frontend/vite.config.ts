import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { nonceLibraryStyles } from './build-steps/nonce-library-styles.ts';
import { precompressAssets } from './build-steps/precompress-assets.ts';

// `npm run dev` here serves the client with hot reload and sends /api to the API on PORT (default 3000).
export default defineConfig({
  plugins: [react(), nonceLibraryStyles(), precompressAssets()],
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/images': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      '/videos': `http://127.0.0.1:${process.env.PORT ?? 3000}`,
    },
  },
  build: {
    outDir: 'dist',
    // Written for debugging a build; the API serves them only with SERVE_SOURCE_MAPS=true.
    sourcemap: true,
  },
});
