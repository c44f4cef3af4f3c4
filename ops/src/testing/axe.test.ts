/** The console's axe check finds what it must: otherwise every page's "no violation" would prove nothing. */
import { axeViolations } from './axe';

it('reports an unnamed button and an unlabelled field', async () => {
  const container = document.createElement('div');
  // Markup with the faults on purpose (the linter refuses them in JSX).
  container.innerHTML = '<main><button type="button"></button><input></main>';
  document.body.append(container);
  const found = await axeViolations(container);
  expect(found.some((violation) => violation.startsWith('button-name'))).toBe(true);
  expect(found.some((violation) => violation.startsWith('label'))).toBe(true);
  container.remove();
});
