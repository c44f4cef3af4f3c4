import { formatMaintenanceEnd } from './maintenance-end';

describe('maintenance end time', () => {
  it("is shown in the player's time zone", () => {
    const manila = formatMaintenanceEnd('2030-01-02T03:00:00Z', 'EN', 'Asia/Manila');
    const saoPaulo = formatMaintenanceEnd('2030-01-02T03:00:00Z', 'EN', 'America/Sao_Paulo');
    expect(manila).toMatch(/11:00/);
    expect(manila).toMatch(/GMT\+8/);
    expect(saoPaulo).toMatch(/(2030|Jan).*12:00/);
    expect(saoPaulo).toMatch(/GMT-3/);
  });

  it("is written in the player's language", () => {
    expect(formatMaintenanceEnd('2030-01-02T03:00:00Z', 'CN', 'Asia/Shanghai')).toMatch(/2030年1月2日/);
  });

  it('is absent when unknown or not a date', () => {
    expect(formatMaintenanceEnd(null, 'EN')).toBeNull();
    expect(formatMaintenanceEnd('soon', 'EN')).toBeNull();
  });
});
