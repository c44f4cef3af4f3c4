/**
 * The id one submit carries (a reward exchange, a deposit order, a withdrawal): the backend
 * answers a repeated id (a double tap, a retry after a lost answer) with the first answer, so
 * the thing is done once. In the shape every such endpoint accepts: letters, digits and -.
 */
export function newRequestId(random: () => number = Math.random, now: () => number = Date.now): string {
  const part = () =>
    Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return `r-${now().toString(36)}-${part()}${part()}`;
}
