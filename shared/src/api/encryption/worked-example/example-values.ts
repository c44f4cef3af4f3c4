// The fixed inputs of the protocol document's worked example (K and IV drawn once with `openssl rand`).
export const EXAMPLE_KEY_ID = 'k1';
export const EXAMPLE_K_HEX = '61097685862c65b627d34abec48aecc3d73e82bfe585b3e07cae8e2e319c6cff';
export const EXAMPLE_IV_HEX = '0dee2b101a1d1bd1f214575f';
export const EXAMPLE_BODY = { username: 'player01', password: 'Pässwörd-密码', type: 'username' };
/** The replay guard's fields of the example (a fixed moment and nonce; a server refuses them today). */
export const EXAMPLE_TS = 1795000000000;
export const EXAMPLE_NONCE = '5f0c6a1e9b2d4c7a8e3f1b0d2c4a6e8f';
/** P: the body with the replay guard's fields, as the client seals it. */
export const EXAMPLE_PLAINTEXT = JSON.stringify({ ...EXAMPLE_BODY, _ts: EXAMPLE_TS, _nonce: EXAMPLE_NONCE });
