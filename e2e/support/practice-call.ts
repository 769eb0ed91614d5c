// Steps of a child's practice call that several browser tests take.
import { expect, type Page } from '@playwright/test';

/** Enters the training portal with an invite code, as a child does on /child-login. */
export async function enterChildCode(page: Page, code: string) {
  await page.goto('/child-login');
  await page.getByLabel('Your invite code').fill(code);
  await page.getByRole('button', { name: 'Enter Training Portal' }).click();
  await expect(page).toHaveURL(`/child/${code}`);
}

/** Dials a number on the call screen's keypad and presses Call. */
export async function dial(page: Page, number: string) {
  for (const digit of number) await page.getByRole('button', { name: digit, exact: true }).click();
  await page.getByRole('button', { name: 'Call', exact: true }).click();
}

/**
 * A good answer to what the operator is asking: the hint's model answer for a question, or agreeing
 * when the operator checks what was heard (there is no hint then).
 */
export async function modelAnswer(page: Page): Promise<string> {
  const hint = page.getByRole('button', { name: 'Need a hint?' });
  if (!(await hint.isVisible())) return "Yes, that's right.";
  await hint.click();
  const shown =
    (await page
      .getByText(/^You could say:/)
      .locator('..')
      .textContent()) ?? '';
  return shown.replace(/^You could say:\s*/, '').replace(/^“|”$/g, '');
}

/** Answers every question with the hint's model answer until the operator closes the call. */
export async function answerWithModelAnswers(page: Page) {
  const hangUp = page.getByRole('button', { name: 'Hang Up and See Results' });
  for (let turn = 0; turn < 20; turn += 1) {
    const send = page.getByRole('button', { name: 'Send Answer' });
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(send.or(next).or(hangUp).first()).toBeVisible();
    if (await hangUp.isVisible()) return;
    if (await next.isVisible()) {
      await next.click();
      continue;
    }
    await page.getByRole('textbox', { name: /answer/i }).fill(await modelAnswer(page));
    await send.click();
    await expect(
      page.getByRole('list', { name: 'How your answer did' }).or(hangUp).or(send).first(),
    ).toBeVisible();
  }
  throw new Error('the call did not end within 20 turns');
}
