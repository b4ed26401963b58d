import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { OAuth2Server } from 'oauth2-mock-server';
import { SMTPServer } from 'smtp-server';

/**
 * The real protocol peers of sign-in and email, started by the tests on loopback: an
 * OpenID provider (oauth2-mock-server) and an SMTP server (smtp-server).
 */

/** Who the provider says is signing in (the claims of its ID token). */
interface ProviderPerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcPeer {
  /** The issuer identifier, `http://localhost:<port>`. */
  issuer: string;
  /** The environment that configures the API to use this provider. */
  env(redirectUrl?: string): Record<string, string>;
  /** Everyone signing in from now on is this person (the provider approves at once). */
  signInAs(person: ProviderPerson): void;
  /** Codes older than this are refused with `invalid_grant`, as a provider's expire. */
  setCodeLifetime(ms: number | null): void;
  stop(): Promise<void>;
}

export const OIDC_CLIENT_ID = 'ux-artefacts-test-client';
const OIDC_CLIENT_SECRET = 'ux-artefacts-test-secret';

/**
 * oauth2-mock-server issues signed ID tokens with the nonce it was given, checks PKCE and
 * refuses a code the second time (it forgets the code's challenge on first use). It knows
 * no code lifetime of its own, so one is added here through its documented hooks.
 */
export async function startOidcProvider(): Promise<OidcPeer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url!;
  let person: ProviderPerson = {
    sub: 'someone',
    email: 'someone@example.com',
    email_verified: true,
  };
  let codeLifetimeMs: number | null = null;
  const issuedAt = new Map<string, number>();

  server.service.on('beforeAuthorizeRedirect', ({ url }) => {
    const code = url.searchParams.get('code');
    if (code) issuedAt.set(code, Date.now());
  });
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, person);
  });
  server.service.on('beforeResponse', (response, request) => {
    const code = (request.body as { code?: string }).code;
    const born = code ? issuedAt.get(code) : undefined;
    if (codeLifetimeMs !== null && born !== undefined && Date.now() - born > codeLifetimeMs) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'authorization code expired' };
    }
  });

  return {
    issuer,
    env: (redirectUrl?: string) => ({
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
      ...(redirectUrl ? { GOOGLE_REDIRECT_URL: redirectUrl } : {}),
    }),
    signInAs(next) {
      person = next;
    },
    setCodeLifetime(ms) {
      codeLifetimeMs = ms;
    },
    stop: () => server.stop(),
  };
}

export interface SmtpPeer {
  /** `smtp://user:password@127.0.0.1:<port>` for the API's SMTP_URL. */
  url: string;
  received: ParsedMail[];
  /** The next message to `to` that has not been returned yet. */
  nextMessageTo(to: string, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
}

const SMTP_USER = 'mailer';
const SMTP_PASSWORD = 'mailer-password';

/**
 * A real SMTP server that accepts mail only after AUTH with the credentials of its URL
 * (over plain text, which is fine on loopback: no STARTTLS is offered).
 */
export async function startSmtpServer(): Promise<SmtpPeer> {
  const received: ParsedMail[] = [];
  const handedOut = new Set<ParsedMail>();
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const recipients = (mail: ParsedMail) =>
    [mail.to]
      .flat()
      .flatMap((address) => address?.value ?? [])
      .map((entry) => entry.address?.toLowerCase());

  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`,
    received,
    async nextMessageTo(to, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find(
          (m) => !handedOut.has(m) && recipients(m).includes(to.toLowerCase()),
        );
        if (mail) {
          handedOut.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no email to ${to} within ${timeoutMs} ms`);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
