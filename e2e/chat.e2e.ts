// The customer-service chat against the real server and broker (issue 26 parts 2 and 3): a member
// opens the chat (the greeting is waiting, counted unread), sends a text and an image; an agent
// made with `npm run admin -- make-agent` answers from the support console; the member sees the
// unread badge rise live while the box is closed and the answer when it opens, drags the box and
// cannot drag it above 64 px; on a phone the box takes the whole screen. A member without the role
// is sent home from the console and the diagnostics pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { png } from '../apps/server/src/modules/content/testImages.ts';
import { launch, openTab } from './support/browser.ts';
import { registerMember } from './support/member.ts';
import { adminOk } from './support/operator.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const launcher = (page: Page) => page.getByRole('button', { name: /^Customer service/ });
const chatBox = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 4\d\d/.test(e));

describe('customer-service chat', () => {
  it('a member writes, an agent answers from the console, the member sees it live', async () => {
    const member = await openTab(browser);
    const { email: memberEmail } = await registerMember(member.page, 'qmchat');
    const agent = await openTab(browser);
    const { email: agentEmail } = await registerMember(agent.page, 'xagent');

    // Without the role, the console and the diagnostics send the member home.
    await agent.page.goto('/support/console');
    await agent.page.waitForURL('**/home/index');
    await agent.page.goto('/test3');
    await agent.page.waitForURL('**/home/index');
    expect(await adminOk('make-agent', agentEmail)).toMatch(/is now a support agent/);

    // The greeting opens the chat, unread until the member opens it.
    await launcher(member.page).and(member.page.getByRole('button', { name: 'Customer service, 1 unread' })).waitFor({ timeout: 20_000 });
    await launcher(member.page).click();
    const box = chatBox(member.page);
    await box.getByText('How can we help you today?', { exact: false }).waitFor();
    const input = box.getByRole('textbox', { name: 'Message' });
    expect(await box.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await input.fill('My withdrawal is pending');
    await input.press('Enter');
    await box.getByRole('list', { name: 'Messages' }).getByText('My withdrawal is pending').waitFor();
    await expect.poll(() => input.inputValue()).toBe('');
    await box.locator('input[type=file]').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: png(30, 120, 200) });
    await box.getByRole('img', { name: 'Image' }).waitFor({ timeout: 15_000 });

    // The box keeps inside the window: dragged far up, its top stops at 64 px.
    const head = box.getByRole('heading', { name: 'Customer service' });
    const start = (await head.boundingBox())!;
    await member.page.mouse.move(start.x + 5, start.y + 5);
    await member.page.mouse.down();
    await member.page.mouse.move(start.x - 200, 0, { steps: 8 });
    await member.page.mouse.up();
    const moved = (await box.boundingBox())!;
    expect(moved.y).toBe(64);
    expect(moved.width).toBe(564);
    await box.getByRole('button', { name: 'Close' }).click();

    // The agent answers from the console.
    await agent.page.goto('/support/console');
    const masked = `${memberEmail.slice(0, 2)}****${memberEmail.slice(-2)}`;
    const conversation = agent.page.getByRole('button', { name: new RegExp(masked.replace(/\*/g, '\\*')) });
    await conversation.waitFor({ timeout: 20_000 });
    expect(await conversation.getByLabel('2 unread').count()).toBe(1);
    await conversation.click();
    const thread = agent.page.getByRole('list', { name: `Chat with ${masked}` });
    await thread.getByText('My withdrawal is pending').waitFor();
    await thread.getByRole('img', { name: 'Image' }).waitFor({ timeout: 15_000 });
    await agent.page.getByRole('textbox', { name: 'Message' }).fill('We are looking at it now');
    await agent.page.getByRole('button', { name: 'Send', exact: true }).click();
    await thread.getByText('We are looking at it now').waitFor();

    // The member, box closed, sees the badge rise live, and the answer on opening.
    await member.page.getByRole('button', { name: 'Customer service, 1 unread' }).waitFor({ timeout: 15_000 });
    await launcher(member.page).click();
    await chatBox(member.page).getByText('We are looking at it now').waitFor();
    await launcher(member.page).waitFor({ state: 'detached' });

    // A new line from the member reaches the console live, raising the unread count there.
    await chatBox(member.page).getByRole('textbox', { name: 'Message' }).fill('Thank you');
    await chatBox(member.page).getByRole('textbox', { name: 'Message' }).press('Enter');
    await thread.getByText('Thank you').waitFor({ timeout: 15_000 });

    // The agent also opens the diagnostics.
    await agent.page.goto('/test');
    await agent.page.getByText('Server version').waitFor();
    await agent.page.goto('/test4');
    await agent.page.getByText('PGlite').waitFor();

    expect(unexpected(member.errors)).toEqual([]);
    expect(unexpected(agent.errors)).toEqual([]);
  });

  it('opens full-screen on a 375 px phone', async () => {
    const { page } = await openTab(browser, { width: 375, height: 740 });
    await registerMember(page, 'chatphone');
    await launcher(page).click();
    const box = (await chatBox(page).boundingBox())!;
    expect(box).toMatchObject({ x: 0, y: 0, width: 375, height: 740 });
    await chatBox(page).getByText('How can we help you today?', { exact: false }).waitFor();
  });
});
