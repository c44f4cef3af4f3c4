import { newRequestId } from './request-id';

describe('the id of one submit', () => {
  it('is new per attempt, in the shape the backend accepts', () => {
    const id = newRequestId(
      () => 0.5,
      () => 1_700_000_000_000,
    );
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
