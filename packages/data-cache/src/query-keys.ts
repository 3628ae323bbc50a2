/**
 * Query keys of the app's data sets. Every key starts with `dataKeys.all`, so one
 * `queryClient.removeQueries({ queryKey: dataKeys.all })` clears them all (on sign-out).
 */
export const dataKeys = {
  all: ['ditto'] as const,
  profile: () => [...dataKeys.all, 'profile'] as const,
  sharedPersonas: () => [...dataKeys.all, 'sharedPersonas'] as const,
  personaStatus: () => [...dataKeys.all, 'personaStatus'] as const,
  lisaMessages: () => [...dataKeys.all, 'lisaMessages'] as const,
  personaMessages: () => [...dataKeys.all, 'personaMessages'] as const,
};

export type DatasetName = Exclude<keyof typeof dataKeys, 'all'>;
