// @vitest-environment node
// The DOM must exist before React and Testing Library load: this side-effect import stays first.
import './test-dom.ts';
import { type IdentityProvider, startIdentityProvider } from '@ditto/local-cognito';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_VISITS_KEY } from './page-visits.ts';
import {
  AppDataProvider,
  useDataPhase,
  useDatasetMeta,
  useLisaMessages,
  usePageVisit,
  usePersonaMessages,
  usePersonaStatus,
  useProfile,
  useSharedPersonas,
} from './react.tsx';
import { startTestApiServer, type TestApiServer } from './test-api-server.ts';
import { testWindow } from './test-dom.ts';
import { createTestApp, createTestUser, createVisitStorage, type TestUser } from './test-support.ts';

const T0 = Date.parse('2026-11-22T12:00:00.000Z');

let idp: IdentityProvider;
let ada: TestUser;
let server: TestApiServer;
let app: ReturnType<typeof createTestApp>;
let storage: ReturnType<typeof createVisitStorage>;

function serve(name: string, delayMs = 0) {
  const ok = (body: unknown) => ({ status: 200, body, delayMs });
  server.replies.set(
    '/profile',
    ok({
      cognitoId: 'id-1',
      name,
      email: `${name.toLowerCase()}@example.com`,
      organization: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    }),
  );
  server.replies.set(
    '/sharing/personas-shared-with-me',
    ok({
      sharedPersonas: [
        {
          ownerId: 'o1',
          ownerName: `Friend of ${name}`,
          ownerEmail: 'friend@example.com',
          sharedAt: '2026-11-02T00:00:00.000Z',
          trained: true,
          lastTrained: null,
        },
      ],
    }),
  );
  server.replies.set('/persona/profile', ok({ profile: null }));
  server.replies.set(
    '/lisa/messages',
    ok({
      messages: [
        { id: 'second', role: 'assistant', content: 'Second', timestamp: '2026-11-22T11:00:00.000Z' },
        { id: 'first', role: 'user', content: 'First', timestamp: '2026-11-22T10:00:00.000Z' },
      ],
    }),
  );
  server.replies.set('/persona/messages', ok({ messages: [] }));
}

function Home() {
  const profile = useProfile();
  const shared = useSharedPersonas();
  const status = usePersonaStatus();
  const sharedMeta = useDatasetMeta('sharedPersonas');
  return (
    <main>
      <p>phase: {useDataPhase()}</p>
      <p>name: {profile.data.name}</p>
      <p>profile loading: {String(profile.isLoading)}</p>
      <p>profile loaded at: {String(profile.lastLoadedAt)}</p>
      <p>shared: {shared.data.map((persona) => persona.ownerName).join(', ')}</p>
      <p>shared loaded at: {String(sharedMeta.lastLoadedAt)}</p>
      <p>trained: {String(status.data.trained)}</p>
      <button type="button" onClick={() => void profile.refresh()}>
        Refresh profile
      </button>
    </main>
  );
}

function LisaPage() {
  usePageVisit('lisa');
  const lisa = useLisaMessages();
  const persona = usePersonaMessages();
  return (
    <ol aria-label="lisa">
      {lisa.data.map((message) => (
        <li key={message.id}>{message.content}</li>
      ))}
      <li>persona messages: {persona.data.length}</li>
    </ol>
  );
}

beforeAll(async () => {
  idp = await startIdentityProvider({ port: 0 });
  ada = await createTestUser(idp, 'Ada');
});

afterAll(async () => {
  await idp?.stop();
  await testWindow.happyDOM.close();
});

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  server = await startTestApiServer();
  storage = createVisitStorage();
  app = createTestApp(idp, server, { storage });
});

afterEach(async () => {
  cleanup();
  app.cache.dispose();
  app.queryClient.clear();
  vi.useRealTimers();
  await server.close();
});

describe('hooks', () => {
  it('show defaults while signed out, each data set once loaded, and defaults again after sign-out', async () => {
    serve('Ada', 50);
    render(
      <AppDataProvider cache={app.cache}>
        <Home />
      </AppDataProvider>,
    );
    expect(screen.getByText('name: Unknown User')).toBeTruthy();
    expect(screen.getByText('trained: false')).toBeTruthy();
    expect(screen.getByText('phase: signedOut')).toBeTruthy();

    await act(() => app.signIn(ada));
    expect(screen.getByText('phase: initializing')).toBeTruthy();
    expect(screen.getByText('profile loading: true')).toBeTruthy();

    expect(await screen.findByText('name: Ada')).toBeTruthy();
    expect(await screen.findByText('phase: ready')).toBeTruthy();
    expect(screen.getByText('profile loading: false')).toBeTruthy();
    expect(screen.getByText(`profile loaded at: ${T0}`)).toBeTruthy();
    expect(screen.getByText('shared: Friend of Ada')).toBeTruthy();
    expect(screen.getByText(`shared loaded at: ${T0}`)).toBeTruthy();
    // The mounted hooks share the initial loads: one request per data set.
    expect(server.requests).toHaveLength(3);

    // Signed out, the mounted hooks load nothing: a load would start while React applies the sign-out.
    const loaders = [
      'getProfile',
      'getSharedPersonas',
      'getPersonaStatus',
      'getPersonaProfile',
      'getLisaMessages',
      'getPersonaMessages',
    ] as const;
    const loads = loaders.map((name) => vi.spyOn(app.api, name));
    await act(() => app.auth.signOut());
    expect(screen.getByText('name: Unknown User')).toBeTruthy();
    expect(screen.getByText('shared:')).toBeTruthy();
    expect(screen.getByText('profile loaded at: null')).toBeTruthy();
    expect(screen.getByText('phase: signedOut')).toBeTruthy();
    for (const load of loads) expect(load).not.toHaveBeenCalled();
    expect(app.queryClient.isFetching()).toBe(0);
    expect(server.requests).toHaveLength(3);
  });

  it('refresh bypasses the cache and updates the last-loaded time', async () => {
    serve('Ada');
    render(
      <AppDataProvider cache={app.cache}>
        <Home />
      </AppDataProvider>,
    );
    await act(() => app.signIn(ada));
    expect(await screen.findByText('phase: ready')).toBeTruthy();
    expect(screen.getByText('name: Ada')).toBeTruthy();

    serve('Ada King');
    vi.setSystemTime(T0 + 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh profile' }));

    expect(await screen.findByText('name: Ada King')).toBeTruthy();
    expect(screen.getByText(`profile loaded at: ${T0 + 60_000}`)).toBeTruthy();
    expect(screen.getByText(`shared loaded at: ${T0}`)).toBeTruthy();
    expect(server.hits('/profile')).toBe(2);
  });

  it('load the messages of an opened page on demand, oldest first, and serve preloaded ones from the cache', async () => {
    serve('Ada');
    storage.values.set(PAGE_VISITS_KEY, JSON.stringify({ lisa: T0 - 60_000 }));
    await app.signIn(ada);
    await app.cache.settled();
    expect(server.hits('/lisa/messages')).toBe(1);
    expect(server.hits('/persona/messages')).toBe(0);

    vi.setSystemTime(T0 + 60_000);
    render(
      <AppDataProvider cache={app.cache}>
        <LisaPage />
      </AppDataProvider>,
    );

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['First', 'Second', 'persona messages: 0']);
    // The mounted page started its load: this joins it rather than starting another.
    await act(() => app.cache.load('personaMessages'));
    expect(server.hits('/persona/messages')).toBe(1);
    expect(app.cache.getMeta('personaMessages').lastLoadedAt).toBe(T0 + 60_000);
    // The page recorded its visit (the Lisa page here).
    expect(JSON.parse(storage.values.get(PAGE_VISITS_KEY) ?? '{}')).toEqual({ lisa: T0 + 60_000 });
    expect(server.hits('/lisa/messages')).toBe(1);
  });
});
