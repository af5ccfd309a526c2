import { ErrorResponseSchema, MSG } from '@portal/contracts';
import { BASE_ERROR_CODES } from 'better-auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedParent } from '../test/test-accounts';
import { createTestApp, fromIp, signIn, signInHeaders, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { AUTH_ERROR_MESSAGES, authErrorMessage } from './auth-errors';

describe('pt-BR texts of better-auth errors', () => {
  it("has a text for every one of better-auth's base error codes, none of them its English one", () => {
    for (const [code, english] of Object.entries(BASE_ERROR_CODES)) {
      const text = authErrorMessage(code, 400);
      expect(text, code).toBe(AUTH_ERROR_MESSAGES[code]);
      expect(text, code).not.toBe(typeof english === 'string' ? english : english.message);
    }
  });

  it('uses the spec texts where the spec has one, and a pt-BR fallback for unknown codes', () => {
    expect(authErrorMessage('EMAIL_NOT_VERIFIED', 403)).toBe(MSG.login.emailNotConfirmed);
    expect(authErrorMessage('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', 422)).toBe(
      MSG.signup.emailAlreadyRegistered,
    );
    expect(authErrorMessage('PASSWORD_TOO_SHORT', 400)).toBe(MSG.signup.passwordTooShort);
    expect(authErrorMessage('SOMETHING_NEW', 403)).toBe('Você não tem permissão para esta ação.');
    expect(authErrorMessage(undefined, 500)).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });
});

describe('better-auth answers under /api/auth/* (pt-BR, BFF error shape, code kept)', () => {
  let testDb: TestDatabase;
  let app: TestApp;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = createTestApp(testDb);
  });
  afterAll(async () => {
    await testDb.destroy();
  });

  const post = (path: string, body: unknown) =>
    app.request(
      path,
      { method: 'POST', headers: signInHeaders(), body: JSON.stringify(body) },
      fromIp(),
    );

  it.each([
    [
      'a wrong password',
      () => signIn(app, 'errou@example.com', 'errada99'),
      401,
      'INVALID_EMAIL_OR_PASSWORD',
      'E-mail ou senha incorretos.',
    ],
    [
      'an unknown reset token',
      () => post('/api/auth/reset-password', { newPassword: 'nova123', token: 'nao-existe' }),
      400,
      'INVALID_TOKEN',
      'Link inválido ou expirado. Solicite um novo.',
    ],
    [
      'a too short new password',
      () => post('/api/auth/reset-password', { newPassword: 'abc', token: 'nao-existe' }),
      400,
      'PASSWORD_TOO_SHORT',
      MSG.signup.passwordTooShort,
    ],
    [
      'an account update without a session',
      () => post('/api/auth/update-user', { name: 'Outro Nome' }),
      401,
      'UNAUTHORIZED',
      'Você precisa entrar na sua conta.',
    ],
    [
      'a profile picture that is not an https address',
      () => post('/api/auth/update-user', { image: 'javascript:alert(1)' }),
      400,
      'validation_error',
      'Dados inválidos.',
    ],
  ])('answers %s in pt-BR', async (_label, send, status, code, message) => {
    await createVerifiedParent(app, { email: 'errou@example.com' }).catch(() => undefined);
    const res = await send();
    expect(res.status).toBe(status);
    const body = ErrorResponseSchema.parse(await res.json());
    expect(body).toMatchObject({ code, message });
    expect(body.requestId).not.toBe('');
  });
});
