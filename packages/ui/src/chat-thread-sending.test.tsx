import type { Message } from '@ditto/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer.tsx';
import { ChatThread } from './chat-thread.tsx';

/** A conversation as it is being had: the message on its way, the reply being written, and what replies offer. */
const messages: Message[] = [
  { id: '1', role: 'user', content: 'What is a piston?', timestamp: '2026-11-22T10:00:00.000Z' },
  {
    id: '2',
    role: 'assistant',
    content: 'A piston moves inside a cylinder.',
    timestamp: '2026-11-22T10:00:02.000Z',
    citations: [{ entryId: 'e1', title: 'Steam engines', snippet: 'Pistons move…' }],
  },
];

describe('ChatThread while a message is on its way', () => {
  it('shows what the user sent at once, marked as sending, then a typing indicator until the first words', () => {
    const { container, rerender } = render(
      <ChatThread
        label="Thread"
        messages={[]}
        assistantName="Ditto"
        empty={<p>No messages yet</p>}
        pending="How do pistons move?"
        streaming={{ content: '' }}
      />,
    );
    expect(screen.queryByText('No messages yet')).toBeNull();
    const sent = screen.getByText('How do pistons move?').closest('li');
    expect(sent?.getAttribute('data-role')).toBe('user');
    expect(sent?.hasAttribute('data-pending')).toBe(true);
    expect(within(sent as HTMLElement).getByText('Sending…')).toBeTruthy();
    // Announced once, when the server has it and it joins the log as a message.
    expect(sent?.getAttribute('aria-hidden')).toBe('true');
    const reply = container.querySelector('li[data-streaming]');
    expect(reply?.querySelector('.ditto-chat__dots')).toBeTruthy();
    expect(reply?.querySelector('.ditto-chat__content--streaming')).toBeNull();

    // The server has the message; the reply's first words arrive.
    rerender(
      <ChatThread
        label="Thread"
        messages={[{ ...messages[0], id: 'u1', content: 'How do pistons move?' } as Message]}
        assistantName="Ditto"
        streaming={{ content: 'They' }}
      />,
    );
    expect(container.querySelector('[data-pending]')).toBeNull();
    expect(screen.getAllByText('How do pistons move?')).toHaveLength(1);
    expect(container.querySelector('.ditto-chat__dots')).toBeNull();
    expect(container.querySelector('.ditto-chat__content--streaming')?.textContent).toBe('They');
  });

  it('puts extra actions beside Copy on each reply, and on replies only', () => {
    render(
      <ChatThread
        label="Thread"
        messages={messages}
        assistantName="Ditto"
        renderActions={(message) => <button type="button">Listen to {message.id}</button>}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Listen/ }).map((button) => button.textContent)).toEqual([
      'Listen to 2',
    ]);
    const actions = screen.getByRole('button', { name: 'Copy' }).closest('.ditto-chat__actions');
    expect(within(actions as HTMLElement).getByRole('button', { name: 'Listen to 2' })).toBeTruthy();
  });
});

describe('ChatComposer while a reply is being written', () => {
  it('turns Send into Stop while a reply is being written, and gives the field the focus back', async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ChatComposer label="Message Ditto" onSend={() => {}} onStop={onStop} busy />,
    );
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const stop = screen.getByRole('button', { name: 'Stop' });
    expect(stop.getAttribute('type')).toBe('button');
    await user.click(stop);
    expect(onStop).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Message Ditto'));

    // The reply ends while Stop has the focus: the field takes it, not the page.
    screen.getByRole('button', { name: 'Stop' }).focus();
    rerender(<ChatComposer label="Message Ditto" onSend={() => {}} onStop={onStop} />);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Message Ditto'));
  });
});
