import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/render';
import RemoteEditor from './RemoteEditor';

const loader = vi.hoisted(() => ({ loadRemoteApp: vi.fn() }));
vi.mock('./federation-runtime', () => loader);

describe('RemoteEditor', () => {
  beforeEach(() => loader.loadRemoteApp.mockReset());

  it("mounts the remote's App with its base path", async () => {
    loader.loadRemoteApp.mockResolvedValue(({ basePath }: { basePath: string }) => (
      <p>editor at {basePath}</p>
    ));
    renderInShell(<RemoteEditor remote="mf_ux_persona" basePath="/uxpersonas" />);
    expect(await screen.findByText('editor at /uxpersonas')).toBeTruthy();
    expect(loader.loadRemoteApp).toHaveBeenCalledWith('mf_ux_persona', { retry: false });
  });

  it('shows the error panel when loading fails, and retries on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemoteApp.mockRejectedValueOnce(new Error('404'));
    loader.loadRemoteApp.mockResolvedValueOnce(() => <p>editor is back</p>);
    renderInShell(<RemoteEditor remote="mf_canvas" basePath="/testsitemap" />);

    expect(await screen.findByText('This editor could not be loaded')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('editor is back')).toBeTruthy();
    expect(loader.loadRemoteApp).toHaveBeenLastCalledWith('mf_canvas', { retry: true });
  });

  it('contains a remote that throws while rendering', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loader.loadRemoteApp.mockResolvedValue(() => {
      throw new Error('broken release');
    });
    renderInShell(
      <>
        <p>header stays</p>
        <RemoteEditor remote="mf_empathy_map" basePath="/empathymap" />
      </>,
    );
    expect(await screen.findByText('This editor could not be loaded')).toBeTruthy();
    expect(screen.getByText('header stays')).toBeTruthy();
  });
});
