import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton, CopyField } from './copy-field.tsx';

const LINK = 'https://ditto.example/signup?email=ada%40example.com';

describe('CopyField', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the text read-only under its label and copies it, saying so', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<CopyField label="Invitation link" value={LINK} description="Send it to Ada." />);
    const field = screen.getByLabelText('Invitation link') as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((await screen.findByRole('status')).textContent).toBe('Copied to the clipboard.');
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('selects the text and asks the user to copy it when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<CopyField label="Invitation link" value={LINK} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect((await screen.findByText(/Copying is blocked here/)).getAttribute('role')).toBe('status');
  });

  it('has a button form for a text not shown in a field, named for what it copies', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(
      <CopyButton value={LINK} label="Copy invitation link" aria-label="Copy invitation link for Ada" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy invitation link for Ada' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((await screen.findByRole('status')).textContent).toBe('Copied to the clipboard.');
    expect(screen.getByRole('button', { name: 'Copy invitation link for Ada' }).textContent).toBe('Copied');
  });
});
