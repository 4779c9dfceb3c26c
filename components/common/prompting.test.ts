import { describe, expect, it } from 'vitest';
import { isAnyDialogOpen, isTypingTarget } from './prompting';

describe('isTypingTarget', () => {
  it('is a field that takes keystrokes, not a button or a box to tick', () => {
    const element = (html: string) =>
      Object.assign(document.createElement('div'), { innerHTML: html }).firstElementChild;
    expect(
      ['<input>', '<input type="number">', '<textarea></textarea>', '<select></select>'].map((html) =>
        isTypingTarget(element(html)),
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['<input type="checkbox">', '<button></button>', '<a href="/">x</a>'].map((html) =>
        isTypingTarget(element(html)),
      ),
    ).toEqual([false, false, false]);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isAnyDialogOpen', () => {
  it('sees a modal of the portal’s own', async () => {
    await expect(isAnyDialogOpen()).resolves.toBe(false);
    const drawer = document.body.appendChild(document.createElement('div'));
    drawer.setAttribute('aria-modal', 'true');
    await expect(isAnyDialogOpen()).resolves.toBe(true);
    drawer.remove();
  });
});
