/**
 * @jest-environment node
 */
/**
 * Issue 36 item 3: one server process draws every merchant's pages in every language at once,
 * while the shell and the remotes read module-level stores (the status, the language, i18next, the
 * page's address) that `drawWith` sets right before each synchronous draw, and the API client
 * reads the request from an AsyncLocalStorage across the loaders' awaits. Correct only by
 * convention: here many renders run at once, their /wps answers arriving in a shuffled order,
 * and each page must be exactly the page the same request draws alone.
 */
import {
  api,
  language$,
  loadNamespace,
  pageLocation,
  systemConfig,
  useBehavior,
  useLoad,
  useTranslation,
  type PageRequest,
  type ParcelProps,
  type RemoteName,
  type RenderedPage,
  type ServerRenderable,
  type SystemStatus,
  type Transport,
} from '@m/shared';
import { renderPage } from './render-page';
import { configureServerApi } from './request-state';
import { SlotCache } from './slot-cache';
import { streamedHtml } from './testing/streamed-html';
import type { RemoteContainers } from './remote-containers';

const MERCHANTS = {
  'demo.example': { code: 'demo', name: 'Demo Casino', currency: 'PHP' },
  'lotus.example': { code: 'lotus', name: 'Lotus Thai Club', currency: 'THB' },
} as const;
type Host = keyof typeof MERCHANTS;
const LANGUAGES = ['EN', 'TH', 'VI'] as const;

/** A /wps that answers per merchant (the player's host) and language, each answer after its own delay. */
function shuffledWps(): Transport {
  return async ({ path, headers, player }) => {
    const merchant = MERCHANTS[player.authority as Host];
    const language = headers.Language ?? headers.language ?? 'EN';
    // Up to 25 ms: answers of concurrent renders come back in another order than asked.
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 25)));
    const ok = (value: unknown) => ({
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ success: true, value }),
    });
    if (path.startsWith('/wps/system/status')) {
      const status = {
        merchantCode: merchant.code,
        merchantName: merchant.name,
        languages: [...LANGUAGES],
        defaultLanguage: 'EN',
        maintenance: false,
        maintenanceEnd: null,
        regionRestriction: false,
        ip: player.ip,
        test: false,
        whitelabel: {},
      } as unknown as SystemStatus;
      return ok(status);
    }
    if (path.startsWith('/wps/system/country'))
      return ok({
        countries: [],
        countryCode: 'PH',
        countryDialingCode: '63',
        currency: merchant.currency,
        currencySymbol: '$',
        currencyPosition: 'before',
      });
    if (path.startsWith('/wps/game/winners'))
      return ok({
        currency: { currency: merchant.currency, currencySymbol: '$', currencyPosition: 'before' },
        wins: [
          {
            player: `${merchant.code}-${language}`,
            vendor: 'PG',
            gameCode: 'x',
            game: `game of ${merchant.code} in ${language}`,
            amount: 1,
          },
        ],
      });
    return { status: 404, headers: {}, body: JSON.stringify({ success: false, errorCode: 'NOT_FOUND' }) };
  };
}

/** A remote's server parcel that shows everything a render may get wrong under load. */
function probeParcel(remote: RemoteName, module: string): ServerRenderable {
  const namespace = `probe-${remote}`;
  function Probe({ route, search }: ParcelProps) {
    const { t } = useTranslation(namespace);
    const language = useBehavior(language$);
    const merchant = useBehavior(systemConfig)?.status.merchantName;
    const here = pageLocation();
    const winners = useLoad(['winners', module], (signal) => api.call('gameWinners', { signal }));
    return (
      <p>
        {[
          module,
          t('hello'),
          language,
          merchant,
          `${here?.origin ?? ''}${here?.pathname ?? ''}${here?.search ?? ''}`,
          `${route}?${search}`,
          winners.status === 'ready' ? winners.value.wins.map((win) => win.game).join() : 'loading',
        ].join(' · ')}
      </p>
    );
  }
  return {
    Component: Probe,
    prepare: (language) => loadNamespace(namespace, async (code) => ({ hello: `${remote} says hello in ${code}` }), language),
  };
}

const containers = {
  parcel: async (entry: { remote: RemoteName }, module: string) => probeParcel(entry.remote, module),
} as unknown as RemoteContainers;

const REMOTES: RemoteName[] = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'];

interface Visit {
  host: Host;
  path: string;
  search: string;
  language: string;
  /** A member's request carries their language cookie and comes from their own address; the server draws guests. */
  member: boolean;
}

function requestOf(visit: Visit): PageRequest {
  return {
    path: visit.path,
    search: visit.search,
    href: `https://${visit.host}${visit.path}${visit.search}`,
    merchant: MERCHANTS[visit.host].code,
    player: { authority: visit.host, ip: visit.member ? '203.0.113.7' : '198.51.100.2', userAgent: 'phone' },
    storedLanguage: visit.member ? visit.language : null,
    acceptLanguages: visit.member ? ['EN'] : [visit.language],
    entries: REMOTES.map((remote) => ({
      remote,
      version: '1.0.0',
      url: `/m/remotes/${remote}/1.0.0/server/remoteEntry.js`,
      integrity: null,
    })),
    // Generous: what is drawn is under test, not when (a loaded machine runs 144 renders at once here).
    slotBudgetMs: 10_000,
  };
}

/** The page a request draws: its HTML (as the browser has it once streamed), what it hands over, and its language. */
async function draw(visit: Visit): Promise<Pick<RenderedPage, 'handOver' | 'language' | 'documentLanguage'> & { html: string }> {
  // No slot kept between renders: each is drawn, the risk under test.
  const start = await renderPage(containers, new SlotCache(0), requestOf(visit));
  if (!start) throw new Error(`${visit.host}${visit.path} was not drawn`);
  const pieces = [];
  for await (const piece of start.root) pieces.push(piece);
  const { handOver, language, documentLanguage } = await start.body;
  return { html: streamedHtml(pieces), handOver, language, documentLanguage };
}

const visits: Visit[] = (Object.keys(MERCHANTS) as Host[]).flatMap((host) =>
  LANGUAGES.flatMap((language) =>
    [false, true].flatMap((member) =>
      [
        { path: '/m/home', search: '' },
        { path: '/m/rng', search: '?vendor=PG' },
        { path: '/m/activity', search: '?id=110' },
      ].map((page) => ({ host, language, member, ...page })),
    ),
  ),
);

describe('server renders at once across merchants, languages, guests and members', () => {
  beforeAll(() => configureServerApi(shuffledWps()));

  it(`draws each of ${visits.length * 2} concurrent pages exactly as the same request alone`, async () => {
    const alone = [];
    for (const visit of visits) alone.push(await draw(visit));
    // Every visit twice, all at once, in a shuffled order.
    const order = [...visits, ...visits].map((visit, index) => ({ visit, index: index % visits.length, key: Math.random() }));
    order.sort((a, b) => a.key - b.key);
    const together = await Promise.all(order.map(async ({ visit, index }) => ({ index, page: await draw(visit) })));
    for (const { index, page } of together) expect(page).toEqual(alone[index]);
  }, 60_000);

  it('draws what each request asked for, so that equal pages prove something', async () => {
    const lotusThai = visits.findIndex((visit) => visit.host === 'lotus.example' && visit.language === 'TH' && visit.path === '/m/rng');
    const page = await draw(visits[lotusThai]!);
    expect(page.language).toBe('TH');
    expect(page.html).toContain('Lotus Thai Club');
    expect(page.html).toContain('mf-games says hello in TH');
    expect(page.html).toContain('game of lotus in TH');
    expect(page.html).toContain('https://lotus.example/m/rng?vendor=PG');
    expect(page.html).not.toMatch(/Demo Casino|in EN|demo\.example/);
  });
});
