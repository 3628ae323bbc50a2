import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop.tsx';

describe('FileDrop', () => {
  it('hands over the files picked with the button', async () => {
    const onFiles = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <FileDrop onFiles={onFiles} accept=".txt,.md">
        Drop files here
      </FileDrop>,
    );
    expect(screen.getByText('Drop files here')).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.txt,.md');
    const click = vi.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: 'Choose files' }));
    expect(click).toHaveBeenCalled();
    const file = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await user.upload(input, file);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('hands over dropped files and marks the zone while dragging', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} />);
    const zone = container.firstElementChild as HTMLElement;
    const file = new File(['# Title'], 'page.md');
    fireEvent.dragOver(zone, { dataTransfer: { files: [file] } });
    expect(zone.hasAttribute('data-dragging')).toBe(true);
    fireEvent.drop(zone, { dataTransfer: { files: [file] } });
    expect(zone.hasAttribute('data-dragging')).toBe(false);
    expect(onFiles).toHaveBeenCalledWith([file]);
  });

  it('ignores drops while disabled', () => {
    const onFiles = vi.fn();
    const { container } = render(<FileDrop onFiles={onFiles} disabled />);
    fireEvent.drop(container.firstElementChild as HTMLElement, {
      dataTransfer: { files: [new File(['x'], 'x.txt')] },
    });
    expect(onFiles).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
