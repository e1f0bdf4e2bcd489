/**
 * The packed package in a host run the way a large shop runs it (docs/guides/content-security-policy.md):
 * a Node server (node:http) streams each page with React 19's renderToPipeableStream and a fresh
 * nonce, under a strict policy with Trusted Types, and answers the services on a second origin
 * (the host's apiBaseUrl, so connect-src and img-src must name it). In Chromium (playwright-core),
 * every securitypolicyviolation from the first byte and every console message about the policy is
 * recorded through a visit: the footer with the on-demand and the immediate form, a sign-up, a
 * login-token renewal on load, the staff panel with its dialog. Any one fails the test. The same
 * visit runs in Firefox ESR 153 (puppeteer-core over WebDriver BiDi), which enforces Trusted Types
 * too. Probes the test injects show the policy is in force and the recorder hears it.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import puppeteer, { type Browser, type Page as FirefoxPage } from 'puppeteer-core';
import { fakePromotionContent } from '../../api/fakes';
import { encodeFakeToken } from '../../api/tokens';
import type { SiteCode } from '../../config';
import { launchChromium, type ChromiumSession } from '../../scripts/chromium';
import { createHostProject, freePort, installedVersion, startServer, type HostProject } from './support/hostProject';
import { nodeLine, withNodeFirst } from './support/nodeLines';
import { catalogue, signUpInFooter } from './support/visitHost';

jest.setTimeout(300_000);

/**
 * The placeholder's reservation comes from the parts' stylesheet, by class (no style attribute:
 * `style-src-attr` blocks it): each site's collapsed form height per width, at least 407 px
 * (features/newsletter/components/newsletter.css; tests/browser/newsletterPlaceholder.test.ts holds the exact heights). Unstyled
 * it would be 0.
 */
const RESERVED_AT_LEAST = 400;

/** The host's site, written into its src/site.ts. */
const SITE: SiteCode = 'CZ';

/** The policy of the issue, word for word: nothing looser (no 'unsafe-inline', no 'unsafe-eval', no style-src-attr). */
function strictPolicy(nonce: string, apiOrigin: string): string {
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' ${apiOrigin}`,
    `connect-src 'self' ${apiOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    "trusted-types 'none'",
  ].join('; ');
}

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What the init script keeps: every violation the document reports, from its first byte. */
type RecordingWindow = Window & { cspViolations?: string[] };

/** Chromium's console wording for what a policy blocked. */
const POLICY_MESSAGE = /Content Security Policy|Trusted(Script|HTML|ScriptURL| ?Types?)\b|Refused to/i;

/** The init script: every violation the document reports, from its first byte, into `cspViolations`. */
function recordViolations(): void {
  const seen: string[] = [];
  Object.assign(window, { cspViolations: seen });
  document.addEventListener('securitypolicyviolation', (event) => {
    seen.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
}

/** Adds a script without nonce (a Trusted Types sink), a style attribute and an image from an origin the policy does not name. */
function injectForbidden(): { scriptError: string; scriptRan: boolean; styled: boolean } {
  let scriptError = '';
  try {
    const script = document.createElement('script');
    script.textContent = 'window.probeRan = true';
    document.body.append(script);
  } catch (error) {
    scriptError = String(error);
  }
  const box = document.createElement('div');
  box.setAttribute('style', 'min-height: 123px');
  document.body.append(box);
  const image = new Image();
  image.src = 'http://localhost:9/elsewhere.png';
  return { scriptError, scriptRan: 'probeRan' in window, styled: getComputedStyle(box).minHeight === '123px' };
}

/** The LoginToken's expiry (seconds) as the page's cookie says it. */
function loginTokenExpiry(): number {
  const token = /(?:^|; )LoginToken=([^;]+)/.exec(document.cookie)?.[1];
  const payload = token ? decodeURIComponent(token).split('.')[1] : undefined;
  return payload ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp : 0;
}

interface Visit {
  page: Page;
  /** Console errors and policy messages, page errors, answers of 400 and above. */
  problems: string[];
}

describe('strict-CSP host: React 19 streamed by node:http with a nonce, Trusted Types, services on a second origin', () => {
  let host: HostProject;
  let server: { url: string; stop(): void } | undefined;
  let chromium: ChromiumSession | undefined;
  let context: BrowserContext;
  let pageOrigin = '';
  let apiOrigin = '';
  let typeErrors = '';

  beforeAll(async () => {
    host = await createHostProject({
      template: 'csp',
      files: { 'src/site.ts': `import type { SiteCode } from '@shop/shop-parts';\n\nexport const site: SiteCode = '${SITE}';\n` },
      packageJson: { type: 'module' },
      dependencies: [...['react', 'react-dom', '@reduxjs/toolkit', 'react-redux', 'redux-saga', 'react-intl', 'msw'].map(installedVersion)],
      devDependencies: ['vite@8', ...['typescript', '@types/react', '@types/react-dom', '@types/node'].map(installedVersion)],
    });
    // tsc (one core, writes nothing) beside the builds.
    const typeCheck = host.bin('tsc', ['-p', 'tsconfig.json']).then(() => '', (error: Error) => error.message);
    // Built and served on Node 26, the newest LTS line (the other hosts run on the toolchain's 24; the tarball and test-runner hosts also on 20).
    const node = await nodeLine(26);
    await host.bin('vite', ['build', '--manifest'], withNodeFirst(node));
    await host.bin('vite', ['build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist-server'], withNodeFirst(node));
    typeErrors = await typeCheck;
    const pagePort = await freePort();
    let apiPort = await freePort();
    while (apiPort === pagePort) apiPort = await freePort();
    pageOrigin = `http://127.0.0.1:${pagePort}`;
    apiOrigin = `http://127.0.0.1:${apiPort}`;
    server = await startServer(join(node.binDir, 'node'), ['server.mjs', String(pagePort), String(apiPort)], host.dir, `${pageOrigin}/`);
    chromium = await launchChromium('csp-host');
    context = chromium.context;
    await context.addInitScript(recordViolations);
  });

  afterAll(async () => {
    await chromium?.close();
    server?.stop();
    host?.remove();
  });

  afterEach(async () => {
    await chromium?.context.clearCookies();
  });

  async function open(path: string): Promise<Visit> {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || POLICY_MESSAGE.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${pageOrigin}${path}`, { waitUntil: 'networkidle' });
    return { page, problems };
  }

  function violations(page: Page): Promise<string[]> {
    return page.evaluate(() => (window as RecordingWindow).cspViolations ?? ['the recorder is missing']);
  }

  async function addCookie(name: string, value: string): Promise<void> {
    await context.addCookies([{ name, value, url: `${pageOrigin}/` }]);
  }

  /** Scrolls to the footer, waits for its promotion and form, signs up; returns the thank-you. */
  async function signUp(page: Page): Promise<string> {
    return (await signUpInFooter(page, SITE)).thankYou;
  }

  it('type-checks strictly with the package\'s declarations', () => {
    expect(typeErrors).toBe('');
  });

  it('sends the strict policy with a fresh nonce per response, and that nonce on every script in the streamed HTML', async () => {
    const nonces: string[] = [];
    const inlineScripts: Record<string, number> = {};
    for (const path of ['/', '/', '/immediate', '/preview']) {
      const response = await fetch(`${pageOrigin}${path}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
      expect(policy).toBe(strictPolicy(nonce, apiOrigin));
      nonces.push(nonce);
      const html = await response.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      // At least the page data and the client entry; the immediate form adds React's streaming scripts.
      expect(scripts.length).toBeGreaterThanOrEqual(2);
      expect(scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`))).toEqual([]);
      inlineScripts[path] = scripts.filter((tag) => !/\ssrc=/.test(tag)).length;
      expect(html.match(/<[^>]+\sstyle=[^>]*>/g) ?? []).toEqual([]);
    }
    expect(new Set(nonces).size).toBe(nonces.length);
    // The page data alone, and on the immediate form's page React's scripts that stream its finished Suspense boundary in.
    expect([inlineScripts['/'], inlineScripts['/preview']]).toEqual([1, 1]);
    expect(inlineScripts['/immediate']).toBeGreaterThan(1);
  });

  it('enforces the policy, and the recorder hears it: an injected script, a style attribute and an image from elsewhere are blocked and reported', async () => {
    const { page, problems } = await open('/');
    const outcome = await page.evaluate(injectForbidden);
    expect(outcome.scriptError).toMatch(/TrustedScript/);
    expect(outcome.scriptRan).toBe(false);
    expect(outcome.styled).toBe(false);
    await page.waitForFunction(() => ((window as RecordingWindow).cspViolations ?? []).length >= 3);
    const directives = (await violations(page)).map((violation) => violation.split(':')[0]);
    expect(directives.sort()).toEqual(['img-src', 'require-trusted-types-for', 'style-src-attr']);
    // Chromium also says each on the console, where every visit's listener reports it.
    expect(problems).toHaveLength(3);
    expect(problems.filter((problem) => !POLICY_MESSAGE.test(problem))).toEqual([]);
    await page.close();
  });

  it('the server HTML alone reserves the on-demand form\'s space: before any of the client\'s code runs, the placeholder has its site\'s height from the stylesheet', async () => {
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${pageOrigin}/`, { waitUntil: 'load' });
    const placeholder = page.locator('footer .sp-near-viewport');
    await expect(placeholder.getAttribute('class')).resolves.toContain(`sp-newsletter-placeholder--${SITE}`);
    const [minHeight, height] = await placeholder.evaluate((element) => [parseFloat(getComputedStyle(element).minHeight), element.getBoundingClientRect().height]);
    expect(minHeight).toBeGreaterThanOrEqual(RESERVED_AT_LEAST);
    expect(height).toBe(minHeight);
    await page.close();
  });

  it('on-demand form: the placeholder reserves its space, a login token near expiry is renewed on load, the sign-up completes; no violation', async () => {
    const now = Math.floor(Date.now() / 1000);
    await addCookie('LoginToken', encodeFakeToken({ exp: now + 120, lid: 'C-1001' }));
    // The CSRF cookie makes the parts send their X-XSRF-TOKEN header: a preflight to the services' origin.
    await addCookie('XSRF-TOKEN', 'csrf-token-1');
    const renewals: number[] = [];
    const recordRenewal = (response: { url(): string; status(): number }) => {
      if (response.url() === `${apiOrigin}/service/login/api/v1/logintoken/renew`) renewals.push(response.status());
    };
    context.on('response', recordRenewal);
    const { page, problems } = await open('/');
    const placeholder = page.locator('footer .sp-near-viewport');
    await expect(placeholder.evaluate((element) => parseFloat(getComputedStyle(element).minHeight))).resolves.toBeGreaterThanOrEqual(RESERVED_AT_LEAST);
    await expect(placeholder.evaluate((element) => element.getBoundingClientRect().height)).resolves.toBeGreaterThanOrEqual(RESERVED_AT_LEAST);

    await page.waitForFunction(`(${loginTokenExpiry.toString()})() > ${now + 1700}`);
    context.off('response', recordRenewal);
    expect(renewals).toEqual([201]);

    expect(await signUp(page)).toContain(catalogue(SITE, 'newsletter')['newsletter.success.title']);
    // The footer's logos and the form's image come from the services' origin (img-src).
    await expect(page.locator(`footer img[src^="${apiOrigin}/"]`).first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('immediate form (README `newsletter={<NewsletterForm />}`): streamed, hydrated, the sign-up completes; no violation', async () => {
    const { page, problems } = await open('/immediate');
    expect(await signUp(page)).toContain(catalogue(SITE, 'newsletter')['newsletter.success.title']);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('staff panel on /preview: styled by its constructed stylesheet, its settings dialog laid out; no violation', async () => {
    await addCookie('StaffAuthToken', 'staff');
    const { page, problems } = await open('/preview');
    const panel = page.getByRole('region', { name: 'Staff preview' });
    await panel.waitFor();
    await expect(page.locator('.sp-preview-bar').evaluate((bar) => getComputedStyle(bar).display)).resolves.toBe('flex');
    await panel.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.getByText('Active tests found.').waitFor();
    // Unstyled, the date and time fields stack; styled, they share a row (bottoms in line).
    const bottom = async (label: string) => {
      const box = await dialog.getByLabel(label).boundingBox();
      if (!box) throw new Error(`${label} is not shown`);
      return box.y + box.height;
    };
    expect(Math.abs((await bottom('Preview date')) - (await bottom('Preview time')))).toBeLessThan(1);
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  describe('in Firefox ESR 153 (puppeteer-core over WebDriver BiDi)', () => {
    let firefox: Browser;

    beforeAll(async () => {
      firefox = await puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX_PATH, headless: true });
    });

    afterAll(() => firefox?.close());

    /** A fresh context with these cookies, the recorder in place before the first byte. Firefox sends no policy message to BiDi's console: the events are what it reports. */
    async function openInFirefox(path: string, cookies: Record<string, string> = {}): Promise<{ page: FirefoxPage; problems: string[] }> {
      const browserContext = await firefox.createBrowserContext();
      const entries = Object.entries(cookies);
      if (entries.length > 0) await browserContext.setCookie(...entries.map(([name, value]) => ({ name, value, domain: '127.0.0.1', path: '/' })));
      const page = await browserContext.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
      });
      await page.evaluateOnNewDocument(recordViolations);
      await page.goto(`${pageOrigin}${path}`, { waitUntil: 'networkidle0' });
      return { page, problems };
    }

    function firefoxViolations(page: FirefoxPage): Promise<string[]> {
      return page.evaluate(() => (window as RecordingWindow).cspViolations ?? ['the recorder is missing']);
    }

    async function noViolationIn(visit: { page: FirefoxPage; problems: string[] }): Promise<void> {
      expect(await firefoxViolations(visit.page)).toEqual([]);
      expect(visit.problems).toEqual([]);
      await visit.page.browserContext().close();
    }

    async function signUpInFirefox(page: FirefoxPage): Promise<string> {
      await page.evaluate(() => document.querySelector('footer.sp-footer')?.scrollIntoView());
      // The footer is live once the promotion shows (it renders only after hydration, with the
      // service's answer), as signUpInFooter waits in Chromium: the immediate form's field is in the
      // server's HTML, and typing and clicking there before hydration raced it.
      await page.waitForSelector(`footer.sp-footer ::-p-text(${fakePromotionContent(SITE).headline})`);
      const form = '[data-testid="newsletter-form"]';
      await page.waitForSelector(`${form} input[name="email"]`);
      // CZ asks for no name, salutation or consent: the address is all (scripts/fillSignUpForm.ts).
      // Locators replace a prefilled address and click once the button stands still.
      await page.locator(`${form} input[name="email"]`).fill('lena.berg@example.test');
      await page.locator(`${form} button[type="submit"]`).click();
      const success = await page.waitForSelector(`${form} [data-testid="newsletter-success"]`);
      return (await success?.evaluate((element) => element.textContent)) ?? '';
    }

    it('enforces the same policy, Trusted Types included, and the recorder hears it', async () => {
      const { page } = await openInFirefox('/');
      const outcome = await page.evaluate(injectForbidden);
      expect(outcome).toMatchObject({ scriptRan: false, styled: false });
      expect(outcome.scriptError).toMatch(/Sink type mismatch/);
      await page.waitForFunction(() => ((window as RecordingWindow).cspViolations ?? []).length >= 3);
      expect((await firefoxViolations(page)).map((violation) => violation.split(':')[0]).sort()).toEqual(['img-src', 'require-trusted-types-for', 'style-src-attr']);
      await page.browserContext().close();
    });

    it('the same visit: placeholder, renewal on load, both forms, the staff panel and its dialog; no violation', async () => {
      const success = catalogue(SITE, 'newsletter')['newsletter.success.title'];
      const now = Math.floor(Date.now() / 1000);
      const onDemand = await openInFirefox('/', { LoginToken: encodeFakeToken({ exp: now + 120, lid: 'C-1001' }), 'XSRF-TOKEN': 'csrf-token-1' });
      expect(await onDemand.page.$eval('footer .sp-near-viewport', (element) => parseFloat(getComputedStyle(element).minHeight))).toBeGreaterThanOrEqual(RESERVED_AT_LEAST);
      await onDemand.page.waitForFunction(`(${loginTokenExpiry.toString()})() > ${now + 1700}`);
      expect(await signUpInFirefox(onDemand.page)).toContain(success);
      await noViolationIn(onDemand);

      const immediate = await openInFirefox('/immediate');
      expect(await signUpInFirefox(immediate.page)).toContain(success);
      await noViolationIn(immediate);

      const staff = await openInFirefox('/preview', { StaffAuthToken: 'staff' });
      await staff.page.waitForSelector('section.sp-preview .sp-preview-bar');
      expect(await staff.page.$eval('.sp-preview-bar', (bar) => getComputedStyle(bar).display)).toBe('flex');
      await staff.page.locator('section.sp-preview button::-p-text(Settings)').click();
      await staff.page.waitForSelector('dialog[open] .sp-preview-settings__when');
      const bottoms = await staff.page.$$eval('dialog[open] .sp-preview-settings__when input', (inputs) => inputs.map((input) => input.getBoundingClientRect().bottom));
      expect(bottoms).toHaveLength(2);
      expect(Math.abs((bottoms[0] ?? 0) - (bottoms[1] ?? 0))).toBeLessThan(1);
      await noViolationIn(staff);
    });
  });
});
