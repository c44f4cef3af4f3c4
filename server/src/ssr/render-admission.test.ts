import { RenderAdmission, type Admitted, type AdmissionLimits } from './render-admission';

const LIMITS: AdmissionLimits = { burstPerAddress: 3, ratePerAddress: 1, maxInFlight: 5, maxLoopDelayMs: 50 };

function admitted(answer: Admitted | string): Admitted {
  if (typeof answer === 'string') throw new Error(`refused: ${answer}`);
  return answer;
}

describe('which page requests get a server render', () => {
  it('one address past its budget gets the browser-composed page, another address still gets renders', () => {
    let now = 0;
    const admission = new RenderAdmission(
      LIMITS,
      () => 0,
      () => now,
    );
    for (let i = 0; i < 3; i += 1) admitted(admission.admit('10.0.0.9')).done();
    expect(admission.admit('10.0.0.9')).toBe('address-budget');
    admitted(admission.admit('10.0.0.1')).done();
    // The budget comes back with time: one render per second.
    now += 1000;
    admitted(admission.admit('10.0.0.9')).done();
    expect(admission.admit('10.0.0.9')).toBe('address-budget');
  });

  it('renders in flight are capped and each finished one frees its place once', () => {
    const admission = new RenderAdmission(
      LIMITS,
      () => 0,
      () => 0,
    );
    const running = ['a', 'b', 'c', 'd', 'e'].map((address) => admitted(admission.admit(address)));
    expect(admission.admit('f')).toBe('in-flight');
    running[0]!.done();
    running[0]!.done();
    admitted(admission.admit('f'));
    expect(admission.admit('g')).toBe('in-flight');
  });

  it('a lagging event loop stops new renders first, and they resume when it recovers', () => {
    let delay = 120;
    const admission = new RenderAdmission(
      LIMITS,
      () => delay,
      () => 0,
    );
    expect(admission.admit('10.0.0.1')).toBe('loop-delay');
    delay = 5;
    admitted(admission.admit('10.0.0.1')).done();
  });
});
