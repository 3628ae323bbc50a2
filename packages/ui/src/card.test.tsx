import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card.tsx';

describe('Card', () => {
  it('composes a titled surface and passes through attributes', () => {
    render(
      <Card aria-labelledby="t" data-testid="card" className="wide">
        <CardHeader>
          <CardTitle id="t">Sign in</CardTitle>
          <CardDescription>Welcome back</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    const card = screen.getByTestId('card');
    expect(card.className).toBe('ditto-card wide');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeTruthy();
    expect(card.textContent).toBe('Sign inWelcome backBodyFooter');
  });
});
