/**
 * The client side of the payload encryption (protocol rule 9) that only encrypted calls need: the
 * ciphers and the payload's format. The API client imports this module on its first encrypted
 * call (sign-in, registration, password changes), so a first view that makes none never downloads
 * it (issue 40). The protocol's constants and header parsing stay in @m/shared's index.
 */
export { chooseCipher } from './choose-cipher';
export { encryptPayload } from './encrypt-payload';
