/**
 * ← and → in the kiosk turn what a swipe and the on-screen arrows turn: the editions on an
 * edition's screen (none before number 1 or past the newest), the articles of its edition on an
 * article's; never while focus is in a text field, a dialog is open or the attract loop is up.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { contentApi } from '../../common/api/content.js';
import { KIOSK } from '../../common/kiosk.js';
import type { Article, IssueWithArticles } from '../../common/types.js';
import KioskApp from '../../renderer/shell/kiosk/KioskApp.js';
import { fakeApi } from './fakeApi.js';
import { latestIssue, pagination } from './fixtures.js';
import { renderScreen } from './render.js';

const NEWEST = 48;

/** Edition `number` as the API answers it: its articles belong to it. */
function edition(number: number): IssueWithArticles {
  const answer = latestIssue(number);
  return { ...answer, issue: { ...answer.issue, _id: `issue-${number}`, number } };
}

function article(n: number): Article {
  const { text: _text, ...summary } = edition(NEWEST).articles[n - 1]!;
  return { ...summary, text: [{ type: 'paragraph', content: `El text de l’article ${n}.` }] };
}

async function kiosk(route: string) {
  fakeApi([
    [contentApi.latestIssue, () => edition(NEWEST)],
    [contentApi.issueWithArticles, ({ params }) => edition(params.number)],
    [contentApi.listIssues, () => ({ issues: [edition(NEWEST).issue], pagination: pagination(1, NEWEST, 1) })],
    [contentApi.articleBySectionAndUrl, ({ params }) => article(Number(params.url.replace('article-', '')))],
  ]);
  // Awaited: the screen's code loads on demand, and React retries a screen that waited only in an awaited act.
  await act(async () => void renderScreen(<KioskApp />, { route }));
}

const address = () => screen.getByTestId('address').textContent;
const press = (key: 'ArrowLeft' | 'ArrowRight', target: Element = document.body) => fireEvent.keyDown(target, { key });
/** An edition's screen, drawn with its arrows (the newest edition's read answered). */
async function editionShown(number: number) {
  await screen.findByRole('heading', { level: 1, name: `Número ${number}` });
  if (number > 1) await screen.findByRole('link', { name: `Anterior: número ${number - 1}` });
  if (number < NEWEST) await screen.findByRole('link', { name: `Següent: número ${number + 1}` });
}

describe('the arrow keys on an edition', () => {
  it('go to the edition either side, as the on-screen arrows do', async () => {
    await kiosk('/edicio/46');
    await editionShown(46);
    press('ArrowRight');
    expect(address()).toBe('/edicio/47');
    await editionShown(47);
    press('ArrowLeft');
    expect(address()).toBe('/edicio/46');
  });

  it('stop at the newest edition, where no arrow is drawn', async () => {
    await kiosk(`/edicio/${NEWEST}`);
    await editionShown(NEWEST);
    expect(screen.queryByRole('link', { name: /^Següent/ })).toBeNull();
    press('ArrowRight');
    expect(address()).toBe(`/edicio/${NEWEST}`);
    press('ArrowLeft');
    expect(address()).toBe(`/edicio/${NEWEST - 1}`);
  });

  it('stop at number 1, where no arrow is drawn either', async () => {
    await kiosk('/edicio/1');
    await editionShown(1);
    press('ArrowLeft');
    expect(address()).toBe('/edicio/1');
  });

  it('leave a text field’s caret alone, and do nothing under a dialog or the attract loop', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await kiosk('/edicio/46');
    await editionShown(46);

    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    press('ArrowRight', field);
    expect(address()).toBe('/edicio/46');
    field.remove();

    fireEvent.click(screen.getByRole('button', { name: 'Cercar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cercar' });
    press('ArrowRight', dialog);
    press('ArrowRight');
    expect(address()).toBe('/edicio/46');
    fireEvent.click(screen.getByRole('button', { name: 'Tancar la cerca' }));
    expect(screen.queryByRole('dialog', { name: 'Cercar' })).toBeNull();

    await act(() => vi.advanceTimersByTime(KIOSK.attractAfterMs));
    expect(screen.getByTestId('attract')).toBeTruthy();
    press('ArrowRight');
    expect(address()).toBe('/edicio/46');
  });
});

describe('the arrow keys on an article', () => {
  it('go to the article either side in its edition, as the buttons below it do', async () => {
    await kiosk('/llibres/article-1');
    await screen.findByRole('link', { name: /Article següent/ });
    press('ArrowLeft');
    expect(address()).toBe('/llibres/article-1');
    press('ArrowRight');
    expect(address()).toBe('/llibres/article-2');
    await screen.findByRole('link', { name: /Article anterior/ });
    press('ArrowLeft');
    expect(address()).toBe('/llibres/article-1');
  });
});
