import packageJson from '../../package.json' with { type: 'json' };

/** Version of the BFF package, reported by `/api/health` and the OpenAPI document. */
export const APP_VERSION: string = packageJson.version;
