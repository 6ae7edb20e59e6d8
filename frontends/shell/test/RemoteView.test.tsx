import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteView } from '../src/federation/RemoteView';
import type { RemoteLoader } from '../src/federation/RemoteLoaderContext';
import { renderAt, scriptedApi } from './harness';

describe('a remote inside the shell', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the branded fallback when the remote is down, and loads it on retry', async () => {
    let up = false;
    const retries: boolean[] = [];
    const loader: RemoteLoader = async (_name, { retry }) => {
      retries.push(retry);
      if (!up) throw new Error('remoteEntry.js 503');
      return () => <h1>Landing loaded</h1>;
    };
    const { api } = scriptedApi({});
    renderAt('/', <RemoteView name="landing" />, api, loader);

    expect(
      await screen.findByRole('heading', { name: "We couldn't load the home page" }),
    ).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Landing loaded' })).toBeInTheDocument();
    expect(retries).toEqual([false, true]);
  });

  it('shows the fallback, not a blank page, when the remote crashes while rendering', async () => {
    const loader: RemoteLoader = async () => () => {
      throw new Error('render bug');
    };
    const { api } = scriptedApi({});
    renderAt('/', <RemoteView name="tenant-app" />, api, loader);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your workspace" }),
    ).toBeInTheDocument();
  });
});
