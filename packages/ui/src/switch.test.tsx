import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SwitchField } from './switch.tsx';

function Controlled() {
  const [on, setOn] = useState(false);
  return (
    <SwitchField
      label="Administrator"
      description="Can open the admin area"
      checked={on}
      onCheckedChange={setOn}
    />
  );
}

describe('SwitchField', () => {
  it('is a labelled, described switch that toggles with a click and the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const toggle = screen.getByRole('switch', { name: 'Administrator' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.getAttribute('aria-describedby')).toBe(screen.getByText('Can open the admin area').id);
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    render(<SwitchField label="Enabled" checked disabled onCheckedChange={() => {}} />);
    const toggle = screen.getByRole('switch', { name: 'Enabled' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });
});
