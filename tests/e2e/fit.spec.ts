import { expect, lazyPartsLoaded, test, type Page } from './support/test';
import { DEMO, fund, loginByRequest, loginFromHeader, newMember } from './support/backend';
import { keepShot } from './support/look';

// Text that must fit its box at every width and in every language: figures, names beside badges, messages.
const WIDTHS = [360, 390, 768, 1240, 1400, 1540];
const ROUTES = ['/', '/en', '/jp', '/vn', '/cn', '/th'];

/** The site's name beside its logo in the header: whether it is cut (ellipsis) and whether it shows at all. */
function siteName(page: Page) {
  return page.evaluate(() => {
    const name = [...document.querySelectorAll('header a')]
      .find((link) => link.querySelector('svg, img'))
      ?.querySelector('span');
    return name
      ? {
          text: name.textContent,
          cut: name.scrollWidth > name.clientWidth,
          shown: name.getBoundingClientRect().width > 0,
        }
      : null;
  });
}

/** The text of each element the selector finds and how many lines it takes. */
function lineCounts(page: Page, selector: string) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return {
          text: element.textContent,
          lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size,
        };
      }),
    selector,
  );
}

/** Each jackpot amount against its card: the figure may not be wider than the card's inside. */
function jackpotOverflow(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('section[aria-labelledby="jackpot-title"] strong')].map((amount) => {
      const card = amount.parentElement!;
      const figure = amount.querySelector<HTMLElement>('[aria-hidden="true"]')!;
      const inside = card.getBoundingClientRect();
      const text = figure.getBoundingClientRect();
      return {
        text: figure.textContent,
        scrollWidth: amount.scrollWidth,
        cardWidth: card.clientWidth,
        spills: amount.scrollWidth > amount.clientWidth || text.left < inside.left || text.right > inside.right,
      };
    }),
  );
}

test.describe('text fits its box', () => {
  test('every jackpot amount fits its card at every width from 360 to 1540 px, in every language', async ({
    browser,
    page,
  }) => {
    test.setTimeout(240_000);
    // Each language as the server sends it (the final figures are in the HTML), without its scripts, at every width.
    const served = await browser.newContext({ javaScriptEnabled: false, reducedMotion: 'reduce' });
    const html = await served.newPage();
    for (const route of ROUTES) {
      await html.goto(route);
      await html.evaluate(() => document.fonts.ready);
      expect(await jackpotOverflow(html), route).toHaveLength(3);
      for (const width of WIDTHS) {
        await html.setViewportSize({ width, height: 900 });
        // Polled, as below: read at once after a resize, a figure can still be laid out for the width before it.
        await expect
          .poll(
            async () =>
              (await jackpotOverflow(html))
                .filter((amount) => amount.spills || amount.scrollWidth > amount.cardWidth)
                .map((amount) => amount.text),
            {
              message: `${route} at ${width}px: figures wider than their card`,
            },
          )
          .toEqual([]);
      }
    }
    await served.close();
    // The page with its scripts, in a window dragged narrower or wider: every width between, in the longest language.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/vn');
    const spilling = async () =>
      (await jackpotOverflow(page)).filter((amount) => amount.spills).map((amount) => amount.text);
    for (let width = 1540; width >= 360; width -= 20) {
      await page.setViewportSize({ width, height: 900 });
      // Polled: read at once after a resize, a figure can still be laid out for the width before it.
      await expect
        .poll(spilling, { message: `/vn resized to ${width}px: figures that spill out of their card` })
        .toEqual([]);
    }
  });

  test('a vendor under maintenance keeps its whole name readable beside the badge', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    for (const [route, badge] of [
      ['/', '점검중'],
      ['/en', 'Maintenance'],
      ['/jp', 'メンテナンス中'],
      ['/th', 'ปิดปรับปรุง'],
    ]) {
      await page.goto(route);
      const names = await page.evaluate((word) => {
        const entries = [...document.querySelectorAll<HTMLElement>('main aside section li')].filter((entry) =>
          entry.textContent?.includes(word),
        );
        return entries.map((entry) => {
          const name = [...entry.querySelectorAll<HTMLElement>('span')].find(
            (part) => !part.querySelector('span') && part.textContent !== word && part.textContent?.trim(),
          )!;
          return { name: name.textContent, cut: name.scrollWidth > name.clientWidth };
        });
      }, badge);
      expect(names.length, route).toBeGreaterThan(0);
      for (const entry of names) expect(entry.cut, `${route}: "${entry.name}" is cut beside "${badge}"`).toBe(false);
    }
  });

  test("at the desktop widths the header shows the site's whole name and a member's whole nickname, in every language", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1240, height: 900 });
    await page.goto('/');
    await loginFromHeader(page, DEMO);
    const greetingCut = () =>
      page.evaluate(() => {
        const greeting = [...document.querySelectorAll<HTMLElement>('header p span')].find(
          (span) => span.offsetParent && span.textContent?.includes('데모회원'),
        );
        return greeting ? greeting.scrollWidth > greeting.clientWidth : 'no greeting yet';
      });
    for (const route of ROUTES) {
      await page.goto(route);
      for (const width of [1240, 1400]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(greetingCut, { message: `${route} at ${width}px: the greeting is cut` }).toBe(false);
        expect(await siteName(page), `${route} at ${width}px`).toEqual({
          text: expect.any(String),
          cut: false,
          shown: true,
        });
      }
    }
  });

  test('on a phone each amount in the deposit history stays on one line, in the languages with the longest labels', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'histfit');
    await fund(page, 300_000);
    await page.setViewportSize({ width: 360, height: 800 });
    for (const route of ['/th/deposit', '/vn/deposit', '/deposit']) {
      await page.goto(route);
      await expect
        .poll(() => lineCounts(page, 'main table tbody td:first-child'), {
          message: `${route}: amounts broken over lines`,
        })
        .toEqual([{ text: expect.stringMatching(/300[,.]000/), lines: 1 }]);
    }
  });

  test("on a phone My page keeps each amount on one line and the customer centre each question's date in its row, in the languages with the longest labels", async ({
    page,
  }) => {
    await loginByRequest(page, DEMO);
    await page.setViewportSize({ width: 360, height: 800 });
    const datesOutside = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main li time')]
          .filter((date) => {
            const row = date.closest('li')!.getBoundingClientRect();
            const box = date.getBoundingClientRect();
            return box.left < row.left || box.right > row.right;
          })
          .map((date) => date.textContent),
      );
    for (const language of ['/th', '/vn']) {
      await page.goto(`${language}/user`);
      await expect(page.locator('main dl dd').first()).toBeVisible();
      expect(
        (await lineCounts(page, 'main dl dd')).filter((amount) => amount.lines > 1),
        `${language}/user`,
      ).toEqual([]);
      await page.goto(`${language}/help`);
      await expect(page.locator('main li time').first()).toBeVisible();
      expect(await datesOutside(), `${language}/help`).toEqual([]);
    }
  });

  test('on a phone the figures of each bet in My bets stay apart, in the languages with the longest labels', async ({
    page,
  }) => {
    // The demo member's seeded evenings of play have wins of several times the stake.
    await loginByRequest(page, DEMO);
    await page.setViewportSize({ width: 360, height: 800 });
    const clashes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main table tbody tr')].flatMap((row) => {
          const boxes = [...row.querySelectorAll<HTMLElement>('td')].map((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return { text: cell.textContent ?? '', box: range.getBoundingClientRect() };
          });
          const inside = row.getBoundingClientRect();
          const meet = (a: DOMRect, b: DOMRect) =>
            a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
          return boxes.flatMap((a, i) => [
            ...(a.box.left < inside.left || a.box.right > inside.right ? [`${a.text} leaves its row`] : []),
            ...boxes
              .slice(i + 1)
              .filter((b) => meet(a.box, b.box))
              .map((b) => `${a.text} meets ${b.text}`),
          ]);
        }),
      );
    for (const route of ['/th/bets', '/vn/bets', '/en/bets']) {
      await page.goto(route);
      // By CSS: the prompt about the demo member's unread note may hold the page behind a modal dialog meanwhile.
      await expect(page.locator('main table tbody tr').first()).toBeVisible();
      expect(await clashes(), route).toEqual([]);
    }
  });

  test("on a phone a provider's game list shows each game's whole name, in the languages with the longest names", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cutNames = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role="dialog"] li > button, [role="dialog"] li > a')]
          .map((card) => card.children[1] as HTMLElement)
          .filter((name) => name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight)
          .map((name) => name.textContent),
      );
    for (const route of ['/vn?company=sakura-spins', '/jp?company=jade-dragon']) {
      await page.goto(route);
      await expect(page.getByRole('dialog').getByRole('listitem').first()).toBeVisible();
      expect(await cutNames(), route).toEqual([]);
    }
  });

  test('at 360 px the games page shows each game kind whole, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const route of ROUTES) {
      await page.goto(`${route === '/' ? '' : route}/game`);
      const kinds = page
        .getByRole('main')
        .getByRole('navigation')
        .filter({ has: page.locator('a[aria-current="page"]') });
      await expect(kinds.getByRole('link')).toHaveCount(4);
      const cut = await kinds.evaluate((switcher) =>
        [...switcher.querySelectorAll('a')]
          .filter((kind) => {
            const box = kind.getBoundingClientRect();
            return (
              box.left < 0 || box.right > document.documentElement.clientWidth || kind.scrollWidth > kind.clientWidth
            );
          })
          .map((kind) => kind.textContent),
      );
      expect(cut, route).toEqual([]);
    }
  });

  test("a visitor's phone header shows the site's whole name at 360 px, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const route of ROUTES) {
      await page.goto(route);
      await page.evaluate(() => document.fonts.ready);
      expect(await siteName(page), route).toEqual({ text: expect.any(String), cut: false, shown: true });
    }
  });

  test('on a phone each quick amount keeps room on both sides inside its button, in the languages with the longest units', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'quickfit');
    await page.setViewportSize({ width: 360, height: 800 });
    const cramped = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main [role="group"] button')].flatMap((button) => {
          const range = document.createRange();
          range.selectNodeContents(button);
          const text = range.getBoundingClientRect();
          const box = button.getBoundingClientRect();
          return Math.min(text.left - box.left, box.right - text.right) < 8
            ? [
                `${button.textContent} ${Math.round(text.width)} in ${Math.round(box.width)} ${getComputedStyle(button).fontSize}`,
              ]
            : [];
        }),
      );
    for (const route of ['/th/deposit', '/vn/withdraw', '/jp/deposit']) {
      await page.goto(route);
      await expect(page.getByRole('main').getByRole('group').getByRole('button').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      expect(await cramped(), route).toEqual([]);
    }
  });

  test('Japanese and Chinese sentences fill their lines on a phone; Korean keeps its words whole', async ({
    page,
    request,
  }) => {
    await newMember(page, request, 'breaks');
    await page.setViewportSize({ width: 360, height: 800 });
    // The offer of a deposit limit before a first deposit: one sentence of several lines at this width.
    const offer = page.getByRole('region', { name: /入金制限|充值限额/ }).locator('p');
    const lines = () =>
      offer.evaluate((paragraph) => {
        const range = document.createRange();
        range.selectNodeContents(paragraph);
        const widths = new Map<number, number>();
        for (const rect of range.getClientRects())
          widths.set(Math.round(rect.top), (widths.get(Math.round(rect.top)) ?? 0) + rect.width);
        return { width: paragraph.clientWidth, lines: [...widths.values()].map(Math.round) };
      });
    for (const route of ['/jp/deposit', '/cn/deposit']) {
      await page.goto(route);
      await expect(offer).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const { width, lines: widths } = await lines();
      // Every line but the last runs most of the way: Chinese to the edge, Japanese to the end of its last whole phrase.
      expect(
        widths.slice(0, -1).filter((line) => line < width * 0.6),
        `${route}: short lines ${widths.join(', ')} of ${width} px`,
      ).toEqual([]);
    }
    await page.goto('/deposit');
    expect(await page.evaluate(() => getComputedStyle(document.body).wordBreak)).toBe('keep-all');
  });

  test('a slot company that does not exist is said to not exist', async ({ page }) => {
    await page.goto('/en?company=does-not-exist');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('status')).toHaveText(
      'There is no game provider called “does-not-exist”. Choose a slot provider from the menu.',
    );
    await expect(dialog).not.toContainText('temporarily');
  });
});

// Pictures a person should look at, taken with E2E_SHOTS set.
test('screenshots of the jackpots, comp, support form and registration at phone and desktop widths', async ({
  page,
}) => {
  test.skip(!process.env.E2E_SHOTS, 'set E2E_SHOTS to take them');
  test.setTimeout(180_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/register');
  // The demo member's unread note asks to be opened: answered "no" so the page itself is seen.
  const calm = async () => {
    await lazyPartsLoaded(page);
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  };
  const shot = async (name: string) => {
    await calm();
    await keepShot(page, `${name}.png`, { fullPage: true });
  };
  for (const locale of ['ko', 'en', 'th']) {
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    for (const width of [360, 390, 1240, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${prefix}/register`);
      await shot(`register-${locale}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await loginFromHeader(page, DEMO);
  for (const locale of ['ko', 'en', 'th']) {
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    for (const width of [360, 390, 1240, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(prefix || '/');
      await calm();
      await keepShot(page.locator('section[aria-labelledby="jackpot-title"]'), `jackpots-${locale}-${width}.png`);
      await keepShot(page, `lobby-${locale}-${width}.png`);
      await page.goto(`${prefix}/comp`);
      await shot(`comp-${locale}-${width}`);
      await page.goto(`${prefix}/help?mode=form`);
      await shot(`help-form-${locale}-${width}`);
      const first = await page.goto(`${prefix}/help`);
      expect(first?.ok()).toBe(true);
      const row = page.getByRole('main').getByRole('list').getByRole('link').first();
      if ((await row.count()) > 0) {
        await row.click();
        await expect(page).toHaveURL(/mode=view/);
        await shot(`help-view-${locale}-${width}`);
      }
    }
  }
});
