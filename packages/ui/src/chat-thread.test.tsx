import type { Message } from '@ditto/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChatComposer } from './chat-composer.tsx';
import { ChatThread } from './chat-thread.tsx';

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

describe('ChatThread', () => {
  const reply = (content: string): Message => ({
    id: 'r',
    role: 'assistant',
    content,
    timestamp: '2026-11-22T10:00:02.000Z',
  });

  it('renders a reply as Markdown, and what the user typed as typed', () => {
    render(
      <ChatThread
        label="Thread"
        messages={[
          { ...reply('**bold** and a list:'), id: 'u', role: 'user' },
          reply('Steam is **hot**.\n\n- coal\n- water\n\nSee [the museum](https://example.com/museum).'),
        ]}
        assistantName="Ditto"
      />,
    );
    expect(screen.getByText('**bold** and a list:')).toBeTruthy();
    expect(screen.getByText('hot').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      expect.arrayContaining(['coal', 'water']),
    );
    const link = screen.getByRole('link', { name: 'the museum' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps markup and script links in a reply inert', () => {
    const { container } = render(
      <ChatThread
        label="Thread"
        messages={[reply('<img src=x onerror="alert(1)"><b>raw</b> [click](javascript:alert(1))')]}
        assistantName="Ditto"
      />,
    );
    expect(container.querySelector('img, b')).toBeNull();
    const link = screen.getByText('click').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });

  it('copies a reply and says so', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ChatThread label="Thread" messages={[reply('Pistons move.')]} assistantName="Ditto" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Pistons move.');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
  });

  it('shows a reply being written as plain text with a caret', () => {
    const { container } = render(
      <ChatThread label="Thread" messages={[]} assistantName="Ditto" streaming={{ content: 'Pis**' }} />,
    );
    const streamed = container.querySelector('.ditto-chat__content--streaming');
    expect(streamed?.textContent).toBe('Pis**');
  });

  it('lists the conversation in a polite log, naming each author, with sources', () => {
    render(<ChatThread label="Messages with Ditto" messages={messages} assistantName="Ditto" />);
    const log = screen.getByRole('log', { name: 'Messages with Ditto' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = log.querySelectorAll(':scope > ol > li');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByText('You')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Ditto')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Sources')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Steam engines')).toBeTruthy();
  });

  it('renders citations as the caller asks (e.g. links) and extra content after a message', () => {
    render(
      <ChatThread
        label="Thread"
        messages={messages}
        assistantName="Ditto"
        renderCitation={(citation) => <a href={`/k/${citation.entryId}`}>{citation.title}</a>}
        renderAfter={(message) => (message.id === '2' ? <p>Added to your knowledge</p> : null)}
      />,
    );
    expect(screen.getByRole('link', { name: 'Steam engines' }).getAttribute('href')).toBe('/k/e1');
    expect(screen.getAllByText('Added to your knowledge')).toHaveLength(1);
  });

  it('shows the reply being streamed as busy until it is complete', () => {
    render(
      <ChatThread
        label="Thread"
        messages={messages.slice(0, 1)}
        assistantName="Lisa"
        streaming={{ content: 'A pis', citations: [] }}
      />,
    );
    const streaming = screen.getByText('A pis').closest('li');
    expect(streaming?.getAttribute('aria-busy')).toBe('true');
    expect(within(streaming as HTMLElement).getByText('is replying…')).toBeTruthy();
  });

  it('shows the empty state when there is nothing yet', () => {
    render(<ChatThread label="Thread" messages={[]} assistantName="Ditto" empty={<p>No messages yet</p>} />);
    expect(screen.getByText('No messages yet')).toBeTruthy();
    expect(screen.queryByRole('log')).toBeNull();
  });
});

describe('ChatComposer', () => {
  it('stops a reply being written on Escape, and only then', async () => {
    const onStop = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ChatComposer label="Message Ditto" onSend={() => {}} onStop={onStop} autoFocus />,
    );
    const field = screen.getByLabelText('Message Ditto');
    expect(document.activeElement).toBe(field);
    await user.keyboard('{Escape}');
    expect(onStop).not.toHaveBeenCalled();
    rerender(<ChatComposer label="Message Ditto" onSend={() => {}} onStop={onStop} busy />);
    field.focus();
    await user.keyboard('{Escape}');
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed text on Enter, keeps Shift+Enter for new lines, and clears the field', async () => {
    const onSend = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<ChatComposer label="Message Ditto" onSend={onSend} />);
    const field = screen.getByLabelText('Message Ditto') as HTMLTextAreaElement;
    await user.type(field, '  first line{Shift>}{Enter}{/Shift}second  ');
    expect(onSend).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('first line\nsecond');
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
  });

  it('gives the text back when sending fails, and sends nothing empty', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('offline');
    });
    const user = userEvent.setup();
    render(<ChatComposer label="Answer Lisa" onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    const field = screen.getByLabelText('Answer Lisa') as HTMLTextAreaElement;
    await user.type(field, 'My answer{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('My answer');
  });

  it('waits while a reply is coming', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<ChatComposer label="Message" onSend={onSend} busy />);
    await user.type(screen.getByLabelText('Message'), 'Hello{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' }).getAttribute('aria-busy')).toBe('true');
  });
});
