import { expect, isPhone, nextPaint, testOnOnePage as test } from './fixtures.ts';
import { catalogue } from './site.ts';

const site = () => catalogue().site;

// Head tags of every page are checked on the built files: tests/built/head-tags.test.ts.

test.describe('header', () => {
  test('highlights the active route and shows the consultation phones', async ({ page }) => {
    await page.goto('/career');
    const nav = page.getByRole('navigation', { name: isPhone(page) ? 'Mobile' : 'Main' });
    if (isPhone(page)) await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.locator('a[aria-current=page]')).toHaveText('Career');
    await expect(nav.locator('a[aria-current=page]')).toHaveCount(1);
    const header = page.locator('[data-layout=header]');
    if (isPhone(page)) {
      await expect(header.getByRole('link', { name: /^Call / })).toHaveAttribute('href', `tel:${site().phones[0]!.dial}`);
      await expect(header.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    } else {
      await page.setViewportSize({ width: 1300, height: 800 });
      for (const phone of site().phones) await expect(header.getByRole('link', { name: phone.display })).toBeVisible();
    }
  });

  test('desktop Services dropdown opens on hover and on keyboard focus', { tag: '@desktop' }, async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Services' });
    // The dropdown is the element the button names as the one it controls.
    const submenu = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(submenu).toBeHidden();
    await trigger.hover();
    await expect(submenu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(600, 600);
    await expect(submenu).toBeHidden();
    await trigger.focus();
    await expect(submenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(submenu.getByRole('link').first()).toBeFocused();
    await expect(submenu.getByRole('link').first()).toBeVisible();
    await expect(submenu.getByRole('link')).toHaveText([
      'SEO',
      'Social Media Marketing',
      'Google Services',
      'Web Development',
      'Content Writing',
      'Video Editing',
    ]);
  });

  test('the Services button is the current item of the menu on a page of its group, for screen readers and the eye', { tag: '@desktop' }, async ({ page }) => {
    const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
    await page.goto('/career');
    await expect(trigger).not.toHaveAttribute('aria-current');
    await expect(trigger).toHaveCSS('text-decoration-line', 'none');
    await page.goto('/video-editing-company-jaipur');
    await expect(trigger).toHaveAttribute('aria-current', 'true');
    await expect(trigger).toHaveCSS('text-decoration-line', 'underline');
    await expect(page.getByRole('navigation', { name: 'Main' }).locator('[aria-current]')).toHaveCount(2);
  });

  test('mobile menu toggles, expands Services one group at a time, and closes when a link is chosen', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    const services = menu.locator('details');
    await expect(services.locator('a').first()).toBeHidden();
    await services.locator('summary').click();
    await expect(services.getByRole('link', { name: 'SEO' })).toBeVisible();
    // Every submenu group shares one name, so opening one closes the others.
    const names = await menu.locator('details').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    expect(new Set(names)).toEqual(new Set(['mobile-submenu']));
    await menu.getByRole('link', { name: 'Career' }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});

test.describe('chat widget', () => {
  test('the avatar toggles WhatsApp and call actions', async ({ page }) => {
    await page.goto('/');
    const actions = page.locator('[data-chat-actions]');
    const avatar = page.getByRole('button', { name: 'Contact options' });
    await expect(actions).toBeHidden();
    await avatar.click();
    await expect(actions).toBeVisible();
    const whatsapp = actions.getByRole('link', { name: 'Chat on WhatsApp' });
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const href = await whatsapp.getAttribute('href');
    expect(new URL(href!).searchParams.get('text')).toBe("Hello! I'm interested in your services.");
    expect(href).toContain(`wa.me/${site().whatsapp.number}`);
    await expect(actions.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', `tel:${site().phones[0]!.dial}`);
    await avatar.click();
    await expect(actions).toBeHidden();
  });

  test('scrolled to the end, the avatar covers no footer text', async ({ page }) => {
    await page.goto('/contact');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const avatar = await page.locator('[data-layout=chat-widget]').boundingBox();
    // Every line box of text in the footer, as the browser laid it out.
    const overlaps = await page.locator('[data-layout=footer]').evaluate((footer, box) => {
      const hits: string[] = [];
      const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects())
          if (r.right > box!.x && r.left < box!.x + box!.width && r.bottom > box!.y && r.top < box!.y + box!.height) hits.push(node.textContent.trim());
      }
      return hits;
    }, avatar);
    expect(overlaps).toEqual([]);
  });

  test('Call Us Now asks for confirmation on desktop and dials directly on phones', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Contact options' }).click();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const navigations: string[] = [];
    page.on('request', (r) => navigations.push(r.url()));
    await page.getByRole('link', { name: 'Call Us Now' }).click({ noWaitAfter: true });
    if (isPhone(page)) {
      // The confirmation would open in the click handler: by the next paint it would be there.
      await nextPaint(page);
      expect(dialogs).toEqual([]);
    } else await expect.poll(() => dialogs).toEqual([`Call ${site().phones[0]!.display}?`]);
  });
});

test.describe('shared layout on every page', () => {
  test('footer lists phones, e-mail, address, every spec link and three social profiles', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('[data-layout=footer]');
    for (const phone of site().phones) await expect(footer.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
    await expect(footer.getByRole('link', { name: site().email })).toHaveAttribute('href', `mailto:${site().email}`);
    await expect(footer).toContainText(site().address.city);
    const hrefs = await footer.locator('nav a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const expected of [
      '/digital-markting-services-ajmer',
      '/digital-markting-services-jaipur',
      '/',
      '/digital-marketing-company-jaipur',
      '/blog',
      '/career',
      '/contact',
      '/privacy-policy',
      '/seo-company-jaipur',
      '/social-media-marketing-jaipur',
      '/lead-generation-company-jaipur',
      '/web-development-company-jaipur',
      '/content-writing-company-jaipur',
      '/video-editing-company-jaipur',
    ])
      expect(hrefs).toContain(expected);
    await expect(footer.getByRole('list', { name: 'Social profiles' }).getByRole('link')).toHaveCount(3);
  });

  // That every page ends with a call to action to /contact is checked in each page's own test
  // (every-page.spec.ts), which loads the page anyway.

  test('a navigation still pending after 300 ms shows the full-page Loading... indicator', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    // Hold the navigation in the page: a listener added after the site's own cancels the click,
    // so the page stays as it is while the visitor would be waiting for the next one.
    await page.evaluate(() => document.addEventListener('click', (e) => e.preventDefault()));
    await page.clock.pauseAt(Date.now() + 60_000);
    const loading = page.locator('#page-loading');
    await page.locator('[data-layout=footer] a[href="/career"]').click();
    await page.clock.runFor(290);
    await expect(loading).toBeHidden();
    await page.clock.runFor(20);
    await expect(loading).toBeVisible();
    await expect(loading).toHaveText('Loading...');
    await expect(loading).toHaveAttribute('role', 'status');
  });
});

test.describe('unknown paths', () => {
  test('end on / with the history entry replaced', async ({ context }) => {
    // A tab of its own: the shared page of earlier tests may have a full history (Chromium keeps 50
    // entries), and history.length stops growing there.
    const page = await context.newPage();
    await page.goto('/career');
    const before = await page.evaluate(() => history.length);
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/$/);
    // The unknown address was replaced by /, not added before it: Back returns to /career.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    await expect(page).toHaveURL(/\/career$/);
  });

  test('end on / without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });
});

test.describe('motion', () => {
  test('the glowing cursor follows the mouse where a page opts in, never on touch screens or with reduced motion', async ({ page }) => {
    const optIn = catalogue().pages.find((e) => e.page.glowCursor);
    test.skip(!optIn, 'no page opts in to the glowing cursor');
    await page.goto(optIn!.page.route);
    if (isPhone(page)) {
      await expect(page.locator('.glow-cursor')).toHaveCount(0);
      return;
    }
    await page.mouse.move(300, 300);
    await expect(page.locator('.glow-cursor')).toHaveClass(/is-active/);
    await page.locator('main a').first().hover();
    await expect(page.locator('.glow-cursor')).toHaveClass(/is-hover/);
    await page.mouse.down();
    await expect(page.locator('.glow-cursor')).toHaveClass(/is-pressed/);
    // Let go away from the link: a release on it would be a click, whose navigation races the reload below.
    await page.mouse.move(5, 5);
    await page.mouse.up();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await page.mouse.move(200, 200);
    await expect(page.locator('.glow-cursor')).toHaveCount(0);
  });

  test('prefers-reduced-motion stops every animation and transition', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const moving = await page.evaluate(
      () =>
        [...document.querySelectorAll('*')].filter((el) => {
          const s = getComputedStyle(el);
          return (s.animationName !== 'none' && s.animationDuration !== '0s') || s.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
        }).length,
    );
    expect(moving).toBe(0);
    await expect(page.locator('.reveal-pending')).toHaveCount(0);
  });
});
