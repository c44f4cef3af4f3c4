/**
 * The remote modules a page address will mount first (@m/shared's route table decides, so that
 * the server preloads the same remotes' manifests): start-up preloads them as soon as the
 * registry is known (issue 17: preload the route's remote entries and first chunks).
 */
export { modulesForPath } from '@m/shared';
