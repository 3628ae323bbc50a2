import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ditto/ui';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '../lib/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main className="centered-page">
      <Card className="narrow-card">
        <CardHeader>
          <CardTitle>Page not found</CardTitle>
          <CardDescription>The page you are looking for does not exist or has moved.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link to="/">Go to the home page</Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
