import { budgetViolations, readBudgets, type Budgets } from './budgets';

const budgets: Budgets = {
  routes: { '/m/home': { budgetKb: 250 }, '/m/news': { budgetKb: 245 } },
  remoteFirstView: { 'mf-promotions': { budgetKb: 50 } },
};

describe('first-load budgets', () => {
  it('let a route within its budget pass', () => {
    expect(budgetViolations([{ route: '/m/home', totalBytes: 250 * 1024 }], budgets)).toEqual([]);
  });

  it('name the route, its size and its budget when it grows past it', () => {
    expect(budgetViolations([{ route: '/m/home', totalBytes: 251.4 * 1024 }], budgets, 'demo')).toEqual([
      '/m/home (demo): first load 251.4 KB is over its budget of 250 KB',
    ]);
  });

  it("name the remote when its own first view grows past 50 KB, even if the route's total fits", () => {
    expect(
      budgetViolations([{ route: '/m/news', totalBytes: 240 * 1024, remote: { name: 'mf-promotions', bytes: 51 * 1024 } }], budgets),
    ).toEqual(['mf-promotions first view on /m/news: 51.0 KB is over its budget of 50 KB']);
  });

  it('refuse a measured route that has no budget, so that a new route cannot slip past', () => {
    expect(budgetViolations([{ route: '/m/new', totalBytes: 1024 }], budgets)).toEqual([
      '/m/new: 1.0 KB measured, but the route has no budget in e2e/reports/budgets.json',
    ]);
  });

  it('the committed file has a budget for every measured route, and 50 KB for the games, member and promotions first views', () => {
    const committed = readBudgets();
    expect(Object.keys(committed.routes)).toEqual(expect.arrayContaining(['/m/home', '/m/login', '/m/game', '/m/sports']));
    for (const remote of ['mf-games', 'mf-member', 'mf-promotions'])
      expect(committed.remoteFirstView[remote]?.budgetKb).toBeLessThanOrEqual(50);
  });
});
