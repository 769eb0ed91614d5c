// A 6-year-old can hear every screen around a call (ADR 058): the scenario list, the briefing and the
// results each have a "Read this to me" button that reads the screen's words in order, in the
// operator's voice or the device's, and stops when pressed again; the words are the youngest band's;
// the briefing ticks nothing before it is done; and Learn my address wants the envelope's order.
import type { Page } from '@playwright/test';
import { test, expect, rememberCountry, seriousA11yViolations } from './fixtures';
import { scriptedMicrophone, spokenWav } from './support/fake-audio';
import { createFamily, type Family } from './support/family';
import { expectFitsScreen } from './support/layout';
import { dial, enterChildCode, modelAnswer } from './support/practice-call';

const HOME = { number: '5', street: 'Mill Lane', town: 'Leeds', postcode: 'LS6 2AB' };
const SHOTS = process.env.READ_ALOUD_SHOTS;

let family: Family | undefined;
test.afterEach(async () => {
  await family?.dispose();
  family = undefined;
});
test.beforeEach(async ({ page }) => rememberCountry(page));

/**
 * Records what the browser's own voice is asked to say, instead of saying it, on a server without a
 * voice and a device with no voice of its own: the browser's voice is what reads (e2e/voice.spec.ts).
 */
async function recordBrowserSpeech(page: Page) {
  await page.route('**/api/speech/capabilities', (route) =>
    route.fulfill({ json: { synthesis: false, transcription: false, browserRecognition: false } }),
  );
  await page.addInitScript(() => {
    const spoken: string[] = [];
    (window as unknown as { spokenByBrowser: string[] }).spokenByBrowser = spoken;
    const synth = window.speechSynthesis;
    synth.getVoices = () => [];
    synth.cancel = () => undefined;
    synth.speak = (utterance) => {
      spoken.push(utterance.text);
      setTimeout(() => utterance.onstart?.(new Event('start') as SpeechSynthesisEvent), 10);
      setTimeout(() => utterance.onend?.(new Event('end') as SpeechSynthesisEvent), 150);
    };
  });
}

const spokenByBrowser = (page: Page) =>
  page.evaluate(() => (window as unknown as { spokenByBrowser: string[] }).spokenByBrowser.slice());

const forgetSpeech = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { spokenByBrowser: string[] }).spokenByBrowser.length = 0;
  });

/** Presses "Read this to me" (by keyboard when asked) and waits for every line to have been said. */
async function readAloud(page: Page, { keyboard = false, index = 0 } = {}): Promise<string[]> {
  await forgetSpeech(page);
  const button = page.getByRole('button', { name: 'Read this to me' }).nth(index);
  if (keyboard) {
    await button.focus();
    await page.keyboard.press('Enter');
  } else {
    await button.click();
  }
  // Reading has begun once a line was said, and is over once no button offers to stop it.
  await expect.poll(async () => (await spokenByBrowser(page)).length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Stop reading' })).toHaveCount(0, { timeout: 20_000 });
  return spokenByBrowser(page);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Answers the call with the hint's model answers, typed as a young child types them. */
async function finishWithTypedModelAnswers(page: Page) {
  const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
  const next = page.getByRole('button', { name: 'Continue' });
  const send = page.getByRole('button', { name: 'Send Answer' });
  const typeInstead = page.getByRole('button', { name: 'Type instead' });
  let typedNoteSeen = false;
  for (let turn = 0; turn < 24; turn += 1) {
    await expect(send.or(typeInstead).or(next).or(hangUp).first()).toBeVisible({ timeout: 20_000 });
    if (await hangUp.isVisible()) return typedNoteSeen;
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    const answer = await modelAnswer(page);
    if (await typeInstead.isVisible()) await typeInstead.click();
    await page.getByRole('textbox', { name: /answer/i }).fill(answer);
    await send.click();
    await expect(
      page.getByRole('list', { name: 'How your answer did' }).or(hangUp).or(send).or(typeInstead).first(),
    ).toBeVisible({ timeout: 20_000 });
    // The youngest read why Clear and Calm have no stars in their own words.
    if (await page.getByText('You typed this. Say it out loud next time').isVisible()) typedNoteSeen = true;
  }
  throw new Error('the call did not end within 24 turns');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a 6-year-old hears the scenario list, the briefing and the results, in words they can read', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await recordBrowserSpeech(page);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Poppy', age: 6 } });
      const code = family.child.inviteCode;
      await enterChildCode(page, code);

      // The child's home.
      await expect(page.getByRole('heading', { name: 'Welcome, Poppy!' })).toBeVisible();
      const home = await readAloud(page);
      expect(home.slice(0, 2)).toEqual(['Welcome!', 'Ready to practise being a real-life helper today?']);
      expect(home.join(' ')).toContain('Non-Emergency Practice.');
      // The name stays on the screen: the words read aloud are the screen's own.
      expect(home.join(' ')).not.toContain('Poppy');
      await shot(page, `home-${viewport.width}`);

      // The scenario list: the youngest band's stories and link.
      await page.goto(`/child/${code}/scenarios/111`);
      await expect(page.getByText(/Their arm hurts and looks puffy/)).toBeVisible();
      for (const hard of ['climbing frame', 'swollen', 'tablets', 'Start Briefing'])
        await expect(page.getByText(hard)).toHaveCount(0);
      const list = await readAloud(page);
      expect(list.indexOf('Child Fever.')).toBeLessThan(list.indexOf('Broken Arm.'));
      expect(list).toContain(
        'Your friend fell over when you were playing. Their arm hurts and looks puffy. They can still move their fingers. Ask if it might be broken.',
      );
      await expectFitsScreen(page);
      await shot(page, `scenario-list-${viewport.width}`);

      // The briefing: read in order, by keyboard too, and stopped when asked.
      await page.getByRole('link', { name: 'Get ready: Child Fever' }).click();
      await expect(page).toHaveURL(`/child/${code}/scenario/111/fever-child`);
      const tasks = page.getByRole('list', { name: 'What to do' });
      await expect(tasks.getByRole('listitem')).toHaveText([
        /Call the advice line/,
        /Say what's wrong/,
        /Answer the questions/,
      ]);
      // Nothing is done before the call, so nothing is ticked.
      await expect(tasks.locator('svg')).toHaveCount(0);
      await expect(tasks.locator('[data-done="true"]')).toHaveCount(0);
      const briefing = await readAloud(page, { keyboard: true });
      expect(briefing).toEqual([
        'Child Fever.',
        "Let's practise asking for advice.",
        'This is not an emergency. Someone feels unwell, and you can ask for advice.',
        'What is going on.',
        'Your little sister is very hot and her head hurts. She is awake and talking. It is not an emergency, but you want to ask how to help her.',
        'What to do.',
        'Call the advice line.',
        "Say what's wrong.",
        'Answer the questions.',
        'Remember.',
        'Talk slowly and clearly.',
        'Listen to the nurse.',
        "You can say 'I don't know'.",
        'Ready? The nurse is waiting.',
      ]);
      // Stopped part of the way, it says no more.
      await forgetSpeech(page);
      await page.getByRole('button', { name: 'Read this to me' }).click();
      await expect.poll(async () => (await spokenByBrowser(page)).length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Stop reading' }).click();
      await expect(page.getByRole('button', { name: 'Read this to me' })).toBeVisible();
      const stoppedAt = (await spokenByBrowser(page)).length;
      expect(stoppedAt).toBeLessThan(briefing.length);
      await page.waitForTimeout(600);
      expect((await spokenByBrowser(page)).length).toBe(stoppedAt);
      await expectFitsScreen(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await shot(page, `briefing-${viewport.width}`);

      // The call, typed as a 6-year-old types, then the results and the certificate.
      await page.getByRole('link', { name: 'Start Advice Call' }).click();
      await dial(page, '111');
      expect(await finishWithTypedModelAnswers(page)).toBe(true);
      await page.getByRole('button', { name: 'Hang Up and See Results' }).click();
      await expect(page.getByRole('heading', { name: 'Your scores' })).toBeVisible();
      await expect(page.getByText('Did you answer what you were asked?')).toBeVisible();
      await expect(page.getByText(/How much of what the operator asked/)).toHaveCount(0);
      await expect(page.getByText(/enough words, not too many/)).toHaveCount(0);
      const results = await readAloud(page);
      expect(results[0]).toBe('Child Fever. Call complete.');
      expect(results).toContain('Your scores.');
      expect(results.join(' ')).toContain('Clarity: Say your answers out loud to get this score.');
      const certificate = await readAloud(page, { index: 1 });
      expect(certificate[0]).toBe('Your certificate.');
      expect(certificate.join(' ')).toContain('for finishing the Child Fever practice call');
      await expectFitsScreen(page);
      await shot(page, `results-${viewport.width}`);
    });

    test('a 6-year-old hears voice practice in words they can read; an older child has no button', async ({
      page,
      baseURL,
    }) => {
      await recordBrowserSpeech(page);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Sid', age: 6 } });
      await enterChildCode(page, family.child.inviteCode);
      await page.goto(`/child/${family.child.inviteCode}/voice-practice`);
      await expect(page.getByRole('heading', { name: 'Speaking Clearly' })).toBeVisible();
      await expect(page.getByText(/crackly line|noisy room/)).toHaveCount(0);
      const practice = await readAloud(page);
      expect(practice.slice(0, 3)).toEqual([
        'Voice Practice.',
        'Speaking Clearly.',
        'The operator must hear every word. The phone may sound bad, or it may be loud where you are.',
      ]);
      await expectFitsScreen(page);
      await shot(page, `voice-practice-${viewport.width}`);

      const older = await createFamily(baseURL!, { plan: 'free', child: { name: 'Kit', age: 9 } });
      try {
        await enterChildCode(page, older.child.inviteCode);
        await page.goto(`/child/${older.child.inviteCode}/voice-practice`);
        await expect(page.getByText(/even on a crackly line or in a noisy room/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Read this to me' })).toHaveCount(0);
      } finally {
        await older.dispose();
      }
    });

    test('a 6-year-old who puts the tiles in the wrong order is told the order kindly', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await recordBrowserSpeech(page);
      family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Leo', age: 6 } });
      const stored = await family.parentApi.patch(`/api/children/${family.child.id}/home`, {
        data: { home: HOME, phone: 'landline' },
        headers: { origin: baseURL! },
      });
      expect(stored.ok()).toBe(true);
      const code = family.child.inviteCode;
      await enterChildCode(page, code);
      await page.goto(`/child/${code}/learn-address`);

      const tray = page.getByRole('group', { name: 'Tiles' });
      for (const text of ['Leeds', '5', 'Mill', 'Lane', 'LS6', '2AB'])
        await tray.getByRole('button', { name: text, exact: true }).click();
      await page.getByRole('button', { name: 'Check my address' }).click();
      const feedback = page.getByTestId('address-feedback');
      await expect(feedback).toHaveText(
        'You have all the parts. Great! Now put them in order: number, street, town, postcode.',
      );
      await expect(page.getByText('Now say it out loud!')).toHaveCount(0);
      await expect(
        page.getByText('Get a part right today and again tomorrow. Then you know it!'),
      ).toBeVisible();
      await expect(page.getByText(/different days in a row/)).toHaveCount(0);
      // The feedback is read to the child, and names no part of the address.
      const heard = await readAloud(page, { index: 1 });
      expect(heard).toEqual([
        'You have all the parts. Great! Now put them in order: number, street, town, postcode.',
      ]);
      await expectFitsScreen(page);
      await shot(page, `learn-address-wrong-order-${viewport.width}`);

      const page1 = await readAloud(page);
      expect(page1[0]).toBe('Learn my address.');
      expect(page1.join(' ')).not.toMatch(/Mill|Leeds|LS6/);

      await page.getByRole('button', { name: 'Start again' }).click();
      for (const text of ['5', 'Mill', 'Lane', 'Leeds', 'LS6', '2AB'])
        await tray.getByRole('button', { name: text, exact: true }).click();
      await page.getByRole('button', { name: 'Check my address' }).click();
      await expect(feedback).toHaveText('You said your whole address. Brilliant!');
      await expect(page.getByText('Now say it out loud!')).toBeVisible();
      await shot(page, `learn-address-right-order-${viewport.width}`);
    });
  });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('"Say my address" really listens: the words heard are checked before "That is your address"', async ({
    page,
    baseURL,
  }) => {
    test.skip(spokenWav('hello') === null, 'espeak-ng is not installed');
    test.setTimeout(120_000);
    const microphone = await scriptedMicrophone(page);
    family = await createFamily(baseURL!, { plan: 'free', child: { name: 'Ava', age: 6 } });
    const stored = await family.parentApi.patch(`/api/children/${family.child.id}/home`, {
      data: { home: HOME, phone: 'landline' },
      headers: { origin: baseURL! },
    });
    expect(stored.ok()).toBe(true);
    const code = family.child.inviteCode;
    await enterChildCode(page, code);
    await page.goto(`/child/${code}/learn-address`);
    const tray = page.getByRole('group', { name: 'Tiles' });
    for (const text of ['5', 'Mill', 'Lane', 'Leeds', 'LS6', '2AB'])
      await tray.getByRole('button', { name: text, exact: true }).click();
    await page.getByRole('button', { name: 'Check my address' }).click();
    await expect(page.getByText('Now say it out loud!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'I said it!' })).toHaveCount(0);

    const checks: unknown[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/child/address/check') checks.push(request.postDataJSON());
    });
    const lasts = microphone.willSay('five mill lane leeds');
    await page.getByRole('button', { name: 'Say my address' }).click();
    await expect(page.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
    await page.waitForTimeout(lasts + 700);
    await page.getByRole('button', { name: 'Stop' }).click();
    // The postcode was not said: the words heard are checked, and the part to add is named.
    await expect(page.getByTestId('spoken-feedback')).toHaveText(
      'You got your number, street and town right. Great! Now add your postcode.',
      { timeout: 30_000 },
    );
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ purpose: 'say', slot: 'home' });
    await expect(page.getByText('Brilliant! That is your address.')).toHaveCount(0);
    // What the recogniser missed is not the child's miss: the tiles' progress stays, every part 1 day in.
    await expect(page.getByRole('img', { name: '1 of 2 days' })).toHaveCount(4);
    await shot(page, 'learn-address-listening-390');
  });
});
