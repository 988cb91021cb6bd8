import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // Mock mode serves MSW's worker script (made by `msw init` into the stories' public folder).
  ...(mode === 'mock' ? { publicDir: path.join(import.meta.dirname, '..', 'stories', 'public') } : {}),
  ...(mode === 'mock' ? {} : { server: { proxy: { '/api': 'http://localhost:3000' } } }),
  build: {
    outDir: 'dist',
    manifest: true,
  },
}));
