import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Workspace packages export their TypeScript sources under this condition. */
const sourceConditions = ['source'];

// `pnpm dev` needs a running stack for `/config.json`: DITTO_WEB_URL=<the stack's web URL> pnpm dev.
const stackWebUrl = process.env.DITTO_WEB_URL;

export default defineConfig({
  plugins: [react()],
  // amazon-cognito-identity-js reads `global`; without this the production page stays blank.
  define: { global: 'globalThis' },
  resolve: { conditions: [...sourceConditions, 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across deployments.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            {
              name: 'cognito',
              test: /node_modules[\\/](amazon-cognito-identity-js|buffer|@aws-crypto)[\\/]/,
              priority: 2,
            },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
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
