import { useAuth } from '@ditto/auth/react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, useToast } from '@ditto/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';

/** Sign out from settings, the same way as from the header: end the session, drop cached data, go to /login. */
export function SignOutSection() {
  const auth = useAuth();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    const result = await auth.signOut();
    // All cached data is cleared on sign-out (the admin and voice queries too).
    queryClient.clear();
    toast(
      result.success
        ? { title: result.message, variant: 'success' }
        : { title: result.error, variant: 'error' },
    );
    setSigningOut(false);
    await router.navigate({ to: '/login', replace: true });
  }

  return (
    <Card aria-labelledby="session-settings-title">
      <CardHeader>
        <CardTitle id="session-settings-title">Session</CardTitle>
        <CardDescription>
          Signed in as <strong>{auth.email}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" loading={signingOut} onClick={() => void handleSignOut()}>
          Sign out of Ditto
        </Button>
      </CardContent>
    </Card>
  );
}
