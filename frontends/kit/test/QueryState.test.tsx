import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryState, type QueryLike } from '../src/ui/QueryState';

const renderState = (query: QueryLike<string[]>) =>
  render(
    <QueryState
      query={query}
      loadingLabel="Loading files"
      error="Failed to fetch files"
      retry
      isEmpty={(files) => files.length === 0}
      empty={<p>No files yet.</p>}
    >
      {(files) => (
        <ul>
          {files.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );

describe('one way to draw a server read', () => {
  it('announces what is loading', () => {
    renderState({ status: 'pending', data: undefined, error: null });
    expect(screen.getByRole('status', { name: 'Loading files' })).toBeInTheDocument();
  });

  it("shows the screen's error text and reads again on Try again, from the keyboard", async () => {
    const refetch = jest.fn();
    renderState({ status: 'error', data: undefined, error: new Error('boom'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch files');
    screen.getByRole('button', { name: 'Try again' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty answer and the content otherwise', () => {
    const { rerender } = renderState({ status: 'success', data: [], error: null });
    expect(screen.getByText('No files yet.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ status: 'success', data: ['brief.pdf'], error: null }}
        error="Failed to fetch files"
      >
        {(files) => (
          <ul>
            {files.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
      </QueryState>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('brief.pdf');
  });
});
