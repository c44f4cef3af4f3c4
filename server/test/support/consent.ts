/**
 * The consent a form registration carries (issue 27): the demo merchants' terms version in force
 * (server/config/merchants/<code>/merchant.json legal.terms.version) and the age confirmation.
 * A new terms version there makes every registration in the tests fail until this follows.
 */
export const CONSENT = { termsVersion: '2026-11', ageConfirmed: true } as const;
