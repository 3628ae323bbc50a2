import { useAuth } from '@ditto/auth/react';
import { profileLimits } from '@ditto/contract';
import { type ProfileData, useProfile } from '@ditto/data-cache';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  FormError,
  TextField,
} from '@ditto/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useApi } from '../../lib/api-context.tsx';
import { apiErrorMessage, apiFieldErrors } from '../../lib/api-errors.ts';
import { fieldProps } from '../../lib/forms/form-submit.ts';

/** The profile the data cache falls back to when `GET /profile` fails: not the user's real one. */
const FALLBACK_COGNITO_ID = 'current-user';

export const profileMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${profileLimits.nameMax} characters`,
  organizationTooLong: `Organization must be at most ${profileLimits.organizationMax} characters`,
  saved: 'Your profile is saved',
  emailReadOnly: 'Your sign-in address. It cannot be changed.',
  notLoaded: 'Your profile could not be loaded, so it cannot be edited right now.',
} as const;

/** Name and organization (`PATCH /profile`, which the server also writes to the identity provider). */
export function ProfileSection() {
  const profile = useProfile();
  const loaded = profile.lastLoadedAt !== null;
  const failed = loaded && profile.data.cognitoId === FALLBACK_COGNITO_ID;
  return (
    <Card aria-labelledby="profile-settings-title">
      <CardHeader>
        <CardTitle id="profile-settings-title">Profile</CardTitle>
        <CardDescription>How Ditto and the people you share with see you.</CardDescription>
      </CardHeader>
      <CardContent>
        {!loaded ? (
          <p className="muted" aria-busy="true">
            Loading your profile…
          </p>
        ) : failed ? (
          <div className="stack">
            <Alert variant="error">{profileMessages.notLoaded}</Alert>
            <Button variant="secondary" loading={profile.isLoading} onClick={() => void profile.refresh()}>
              Try again
            </Button>
          </div>
        ) : (
          // Starts from the profile as loaded; after a save it already holds what the server stored.
          <ProfileForm profile={profile.data} onSaved={profile.refresh} />
        )}
      </CardContent>
    </Card>
  );
}

interface ProfileValues {
  name: string;
  organization: string;
}

function nameError(name: string): string | undefined {
  if (name.trim() === '') return profileMessages.nameRequired;
  if (name.trim().length > profileLimits.nameMax) return profileMessages.nameTooLong;
  return undefined;
}

function organizationError(organization: string): string | undefined {
  return organization.trim().length > profileLimits.organizationMax
    ? profileMessages.organizationTooLong
    : undefined;
}

function ProfileForm({ profile, onSaved }: { profile: ProfileData; onSaved: () => Promise<unknown> }) {
  const api = useApi();
  const auth = useAuth();
  const form = useForm<ProfileValues>({
    defaultValues: { name: profile.name, organization: profile.organization ?? '' },
  });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: ({ name, organization }: ProfileValues) =>
      api.updateProfile({ name: name.trim(), organization: organization.trim() }),
    meta: { toastOnError: false },
    onSuccess: async () => {
      // The explicit refresh bypasses the 5-minute cache; the attributes feed the header's name.
      await Promise.all([onSaved(), auth.fetchUserAttributes()]);
    },
    onError: (error) => {
      // The server's refusal of a field is said at that field.
      const { name, organization } = apiFieldErrors(error);
      if (name) form.setError('name', { type: 'server', message: name });
      if (organization) form.setError('organization', { type: 'server', message: organization });
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    setSaved(false);
    void form.handleSubmit((values) => save.mutate(values, { onSuccess: () => setSaved(true) }))(event);
  }

  return (
    <form className="stack" noValidate onSubmit={handleSubmit}>
      <FormError>{save.isError ? apiErrorMessage(save.error) : null}</FormError>
      <TextField
        label="Name"
        autoComplete="name"
        required
        {...fieldProps(form, 'name', { validate: nameError })}
      />
      <TextField
        label="Organization"
        autoComplete="organization"
        description="Optional. Leave it empty to remove it."
        {...fieldProps(form, 'organization', { validate: organizationError })}
      />
      <TextField
        label="Email"
        name="email"
        value={profile.email}
        readOnly
        description={profileMessages.emailReadOnly}
      />
      {saved ? <Alert variant="success">{profileMessages.saved}</Alert> : null}
      <div>
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save profile'}
        </Button>
      </div>
    </form>
  );
}
