/** The merchant status for unit tests lives beside the status itself, in @m/shared. */
export { statusFixture } from '@m/shared/testing/status';
