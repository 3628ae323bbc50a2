import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ditto/ui';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../app/api-context.tsx';
import { useDocumentTitle } from '../app/use-document-title.ts';
import { FALLBACK_PROFILE_NAME, profileQueryOptions } from '../features/profile/profile-query.ts';

export function HomePage() {
  useDocumentTitle('Home');
  const api = useApi();
  const profile = useQuery(profileQueryOptions(api));
  // Spec §8: a failed load is logged (by the query cache) and the profile falls back to 'My Persona'.
  const name = profile.data?.name ?? (profile.isError ? FALLBACK_PROFILE_NAME : null);
  const email = profile.data?.email ?? '';
  const organization = profile.data?.organization ?? null;

  return (
    <div className="page">
      <h1 className="page__title" aria-busy={profile.isPending || undefined}>
        {name === null ? 'Welcome' : `Welcome, ${name}`}
      </h1>
      <Card aria-labelledby="profile-card-title">
        <CardHeader>
          <CardTitle id="profile-card-title">Your profile</CardTitle>
          <CardDescription>The details Ditto knows about you.</CardDescription>
        </CardHeader>
        <CardContent>
          {profile.isPending ? (
            <p className="muted">Loading your profile…</p>
          ) : (
            <dl className="details">
              <div>
                <dt>Name</dt>
                <dd>{name}</dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{email || '—'}</dd>
              </div>
              {organization ? (
                <div>
                  <dt>Organization</dt>
                  <dd>{organization}</dd>
                </div>
              ) : null}
            </dl>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
