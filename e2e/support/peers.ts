/**
 * The protocol peers of sign-in and email (an OpenID provider, an SMTP server), started
 * on loopback by the browser tests exactly as the API tests start them.
 */
export {
  type OidcPeer,
  type SmtpPeer,
  startOidcProvider,
  startSmtpServer,
} from '../../api/test/auth-peers.ts';
