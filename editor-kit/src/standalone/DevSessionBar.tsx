import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { signIn, signOut, useSession } from 'shared-auth';
import { Button } from 'shared-ui';

/**
 * The standalone page's stand-in for the shell's header: sign in with an existing
 * account (create one on the full site or with `POST /api/auth/sign-up`), see who is
 * signed in, sign out. Saved items open at `<basePath>/<PK>/<SK>` as in the shell.
 */
export function DevSessionBar({ basePath }: { basePath: string }) {
  const { session } = useSession();
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    try {
      await signIn({
        username: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      window.location.reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <header className="ui-standalone-bar">
      <strong>Standalone remote</strong>
      <Link to={basePath}>{basePath}</Link>
      {session ? (
        <>
          <span>Signed in as {session.username}</span>
          <Button size="sm" variant="secondary" onClick={() => void signOut()}>
            Sign out
          </Button>
        </>
      ) : (
        <form className="ui-standalone-bar__form" onSubmit={submit}>
          <input name="email" type="email" placeholder="Email" aria-label="Email" required />
          <input
            name="password"
            type="password"
            placeholder="Password"
            aria-label="Password"
            required
          />
          <Button size="sm" type="submit">
            Sign in
          </Button>
          {error && <span role="alert">{error}</span>}
        </form>
      )}
    </header>
  );
}
