import { useAuth } from '@ditto/auth/react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ditto/ui';
import { useSignOut } from '../../lib/use-sign-out.ts';

/** Sign out from settings, the same way as from the header. */
export function SignOutSection() {
  const auth = useAuth();
  const { signOut, signingOut } = useSignOut();

  return (
    <Card aria-labelledby="session-settings-title">
      <CardHeader>
        <CardTitle id="session-settings-title">Session</CardTitle>
        <CardDescription>
          Signed in as <strong>{auth.email}</strong>.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="secondary" loading={signingOut} onClick={() => void signOut()}>
          Sign out of Ditto
        </Button>
      </CardContent>
    </Card>
  );
}
