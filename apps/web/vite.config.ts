import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const zodWithConfig = fileURLToPath(new URL('./src/lib/zod-config.ts', import.meta.url));

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every `zod` import (ours, the contract's, core's) goes through the module that configures it.
      { find: /^zod$/, replacement: zodWithConfig },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // The API and auth endpoints live on the Node server in development.
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: { port: 4173 },
  // The manifest maps each route module to the chunks it loads (the route-weight budget reads it).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
});
