// The API client every bundle uses (SPEC sections 7 and 8).
export * from './endpoints';
