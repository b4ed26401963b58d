import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { tokenStore } from 'shared-auth';
import type { SiteEditor } from 'shared-contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/render';
import { testEditor } from '../test/site-editors';
import { EditorRoute } from './EditorRoute';

vi.mock('../remotes/RemoteEditor', () => ({
  default: ({ editor }: { editor: SiteEditor }) => (
    <p>
      {editor.remote} at /{editor.route}
    </p>
  ),
}));

const uxPersonas = testEditor('uxpersonas');

/** A token the client can decode (the server is not involved in these tests). */
function fakeToken() {
  const payload = { PK: 'USER#1', SK: 'USER#1', username: 'a@b.co', authMethod: 'password' };
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...payload, exp: 9_999_999_999 })}.sig`;
}

function renderAt(route: string, editor = uxPersonas) {
  renderInShell(
    <Routes>
      <Route path="/" element={<p>home</p>} />
      <Route path="/uxpersonas/*" element={<EditorRoute editor={editor} />} />
    </Routes>,
    { route },
  );
}

describe('EditorRoute', () => {
  beforeEach(() => tokenStore.clear());

  it('opens the editor on sample data for a guest', async () => {
    renderAt('/uxpersonas');
    expect(await screen.findByText('mf_ux_persona at /uxpersonas')).toBeTruthy();
  });

  it("sends a guest following a saved item's link home", () => {
    renderAt('/uxpersonas/PROJECT_1/UXPERS_2');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('opens a saved item for a signed-in user', async () => {
    tokenStore.set(fakeToken());
    renderAt('/uxpersonas/PROJECT_1/UXPERS_2');
    expect(await screen.findByText('mf_ux_persona at /uxpersonas')).toBeTruthy();
  });

  it('says the editor is not available when its remote has no release, loading nothing', () => {
    tokenStore.set(fakeToken());
    renderAt('/uxpersonas/PROJECT_1/UXPERS_2', { ...uxPersonas, available: false });
    expect(
      screen.getByRole('heading', { name: 'This editor is not available right now' }),
    ).toBeTruthy();
    expect(screen.queryByText('mf_ux_persona at /uxpersonas')).toBeNull();
  });
});
