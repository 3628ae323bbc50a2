import '@ditto/ui/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { BootSplash, ConfigErrorScreen } from './app/boot-screens.tsx';
import { createAppServices } from './app/services.ts';
import { loadRuntimeConfig } from './config.ts';

async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  root.render(<BootSplash />);
  const result = await loadRuntimeConfig();
  if (!result.ok) {
    console.error(result.problem);
    root.render(<ConfigErrorScreen problem={result.problem} />);
    return;
  }
  const services = createAppServices(result.config);
  // Restore a stored session before the first guard runs, so a reload keeps the user signed in.
  // A failed check leaves the user signed out (the guard then sends them to /login); it is logged, not fatal.
  await services.auth.init().catch((error: unknown) => console.error(error));
  root.render(
    <StrictMode>
      <App services={services} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void boot(container);
