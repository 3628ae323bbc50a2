/** Where tokens are kept: the shape of `localStorage`, so browsers' storages fit as they are. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** `localStorage` where there is one (browsers), otherwise memory (servers, tests). */
export function defaultStorage(): KeyValueStorage {
  return browserStorage('localStorage') ?? createMemoryStorage();
}

/** `sessionStorage` where there is one, otherwise memory: the short-lived sign-in state lives there. */
export function defaultSessionStorage(): KeyValueStorage {
  return browserStorage('sessionStorage') ?? createMemoryStorage();
}

function browserStorage(name: 'localStorage' | 'sessionStorage'): KeyValueStorage | undefined {
  try {
    return (globalThis as Partial<Record<typeof name, KeyValueStorage>>)[name];
  } catch {
    // Reading the property throws where storage is disabled (e.g. by privacy settings).
    return undefined;
  }
}
