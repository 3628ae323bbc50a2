import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

describe('Markdown', () => {
  it('renders lists, emphasis and code, and no raw HTML', () => {
    const { container } = render(
      <Markdown>{'Some **bold** words\n\n- one\n- two\n\n`code` <img src=x onerror=alert(1)>'}</Markdown>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['one', 'two']);
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild?.classList.contains('ditto-markdown')).toBe(true);
  });

  it('opens links in a new tab and drops unsafe ones', () => {
    render(<Markdown>{'[site](https://example.com) and [bad](javascript:alert(1))'}</Markdown>);
    const link = screen.getByRole('link', { name: 'site' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })?.getAttribute('href') ?? '').not.toContain(
      'javascript',
    );
  });

  it('starts the text’s headings at the level given, so they fit under the page’s', () => {
    render(<Markdown headingLevel={4}>{'# Top\n\n## Next\n\n###### Deepest'}</Markdown>);
    expect(screen.getByRole('heading', { name: 'Top' }).tagName).toBe('H4');
    expect(screen.getByRole('heading', { name: 'Next' }).tagName).toBe('H5');
    expect(screen.getByRole('heading', { name: 'Deepest' }).tagName).toBe('H6');
  });

  it('keeps a single line break as a break, as typed in a textarea or a .txt file', () => {
    const { container } = render(<Markdown>{'Travel notes\nI have visited Lisbon.'}</Markdown>);
    const paragraph = container.querySelector('p');
    expect(paragraph?.querySelector('br')).not.toBeNull();
    expect(paragraph?.innerHTML).toBe('Travel notes<br>\nI have visited Lisbon.');
  });
});
