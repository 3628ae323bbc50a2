import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FormError } from '@ditto/ui';

/** Shown while the runtime config loads and the session is restored. */
export function BootSplash() {
  return (
    <main className="centered-page" aria-busy="true">
      <p className="muted">Loading Ditto…</p>
    </main>
  );
}

/** Shown instead of the app when `/config.json` is missing or invalid: nothing else can work without it. */
export function ConfigErrorScreen({ problem }: { problem: string }) {
  return (
    <main className="centered-page">
      <Card className="narrow-card" role="region" aria-labelledby="config-error-title">
        <CardHeader>
          <CardTitle id="config-error-title">Ditto cannot start</CardTitle>
          <CardDescription>The app's configuration could not be loaded.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormError>{problem}</FormError>
          <p className="muted">
            Whoever runs this site needs to serve a valid <code>config.json</code> next to the app. Try again
            in a moment.
          </p>
          <Button onClick={() => window.location.reload()}>Try again</Button>
        </CardContent>
      </Card>
    </main>
  );
}
