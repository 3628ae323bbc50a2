import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './table.tsx';

describe('Table', () => {
  it('is a table named by its caption, inside a focusable region with the same name', () => {
    render(
      <Table caption="Users">
        <thead>
          <tr>
            <th scope="col">Email</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>ada@example.com</td>
          </tr>
        </tbody>
      </Table>,
    );
    expect(screen.getByRole('table', { name: 'Users' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('cell').textContent).toBe('ada@example.com');
  });
});
