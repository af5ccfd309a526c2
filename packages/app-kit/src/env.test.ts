import { parsePublicEnv } from './env';

describe('parsePublicEnv', () => {
  it('takes the API base given, or /api when none is', () => {
    expect(parsePublicEnv({ PUBLIC_API_BASE_URL: '/bff' }, 'parent-app')).toEqual({
      PUBLIC_API_BASE_URL: '/bff',
    });
    expect(parsePublicEnv({}, 'parent-app')).toEqual({ PUBLIC_API_BASE_URL: '/api' });
  });

  it.each([[''], [42]])('refuses %j, naming the app and the variable', (value) => {
    expect(() => parsePublicEnv({ PUBLIC_API_BASE_URL: value }, 'child-app')).toThrow(
      /Invalid child-app environment:\n- PUBLIC_API_BASE_URL/,
    );
  });
});
