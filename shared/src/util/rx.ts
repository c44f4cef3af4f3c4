/**
 * The rxjs a remote may use, re-exported from the one shared instance. Remotes import these from
 * `@m/shared`, never from 'rxjs': the shell shares rxjs tree-shaken, and a remote that consumes
 * 'rxjs' itself (built with `import: false`, so with no tree-shaken copy of its own) makes the
 * federation runtime fetch the whole library, 18 KB gzip, on every page it is on.
 * The list is RXJS_SURFACE in shared/build/shared-modules.ts (rxjs-surface.test.ts keeps the two
 * equal; the linter (scripts/lint-config.ts) keeps remotes off 'rxjs'). Adding an operator here needs
 * a shell release.
 */
export {
  BehaviorSubject,
  Observable,
  Subject,
  Subscription,
  distinctUntilChanged,
  filter,
  firstValueFrom,
  map,
  pairwise,
  take,
  timeout,
} from 'rxjs';
