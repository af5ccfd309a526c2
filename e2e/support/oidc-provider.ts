import http from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** Claims of the account that signs in at the local provider ("who clicked Google"). */
export interface OidcUser {
  /** Stable subject; becomes better-auth's `account.accountId`. */
  sub: string;
  email: string;
  name: string;
  email_verified: boolean;
}

/** The running local OpenID provider. */
export interface LocalOidcProvider {
  issuer: string;
  discoveryUrl: string;
  close(): Promise<void>;
}

const DEFAULT_USER: OidcUser = {
  sub: 'google-oauth2|e2e-default',
  email: 'google.default@example.com',
  name: 'Usuário Google',
  email_verified: true,
};

/**
 * A local OpenID Connect provider standing in for Google: oauth2-mock-server (discovery, JWKS,
 * authorize with PKCE, token with a signed id_token carrying the nonce, userinfo). Its authorize
 * step is non-interactive; the account that "signs in" is chosen beforehand with
 * `POST /__test/next-user` (see `setNextOidcUser`). Each issued code keeps the user chosen when it
 * was issued, so a later change does not alter a login in flight.
 */
export async function startLocalOidcProvider(port: number): Promise<LocalOidcProvider> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  const issuer = `http://127.0.0.1:${port}`;
  oidc.issuer.url = issuer;

  let nextUser = DEFAULT_USER;
  const userByCode = new Map<string, OidcUser>();
  oidc.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }) => {
    const code = url.searchParams.get('code');
    if (code) userByCode.set(code, nextUser);
  });
  oidc.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: { body?: { code?: string } }) => {
      Object.assign(token.payload, userByCode.get(req.body?.code ?? '') ?? nextUser);
    },
  );
  oidc.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = { ...nextUser };
  });

  const handler = oidc.service.requestHandler;
  const server = http.createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__test/next-user') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        nextUser = { ...DEFAULT_USER, ...(JSON.parse(body || '{}') as Partial<OidcUser>) };
        res.writeHead(204).end();
      });
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** From a test: chooses the account the next "Continuar com Google" signs in as. */
export async function setNextOidcUser(port: number, user: OidcUser): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${port}/__test/next-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (response.status !== 204) throw new Error(`OIDC mock answered ${response.status}`);
}
