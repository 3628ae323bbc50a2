import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Workspace packages export their TypeScript sources under this condition. */
const sourceConditions = ['source'];

// `pnpm dev` needs a running stack for `/config.json`: DITTO_WEB_URL=<the stack's web URL> pnpm dev.
const stackWebUrl = process.env.DITTO_WEB_URL;

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    // Read by scripts/size-budget.mjs: which chunks each route loads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deployments. Only what the
        // first page loads ($initial) is grouped: a library loaded later (ky with the API client) stays in its own chunk.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    ...(stackWebUrl ? { proxy: { '/config.json': { target: stackWebUrl, changeOrigin: true } } } : {}),
  },
});
