import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ditto/ui';
import { type ReactNode, useId } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export interface AuthCardProps {
  title: string;
  description: ReactNode;
  children: ReactNode;
  /** Links under the form, e.g. "Back to sign in". */
  footer?: ReactNode;
}

/** The frame of every public screen: the brand, a titled card and the page's own landmark. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <main className="centered-page">
      <Card className="narrow-card" role="region" aria-labelledby={titleId}>
        <CardHeader>
          <p className="brand" aria-hidden="true">
            Ditto
          </p>
          <CardTitle id={titleId}>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
        {footer ? <div className="auth-card__footer">{footer}</div> : null}
      </Card>
    </main>
  );
}
