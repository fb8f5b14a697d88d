// The e2e files' set-up, written once: one browser a file, and its page (tests/support/browser.mjs).
import { before, beforeEach, after } from 'node:test';
import { launch, openPage, waitForNodes } from './browser.mjs';

/**
 * A test file's browser and page, set up once for the file: node:test's before and after are
 * registered here (launch Chromium, serve the repository, open the page at `query`, wait for
 * `nodes` — the AIMA tree's 11 — unless null; close it all after). `ready(session)` hands the file
 * {browser, ctx, page} before the first test, and again whenever the page is replaced. With `reset`,
 * each test after the first gets a fresh page (a new browser context: no storage, no state left by
 * the test before), opened the same way, so that the order of the tests does not matter. The
 * pages' errors are gathered in one list, `ctx.errors`, for a file's "the page never threw".
 * `setup(session)`, when given, runs after the first page is open (a file's common start), and
 * with `reset` again after each fresh page: every test starts from it.
 */
export function usePage(ready, { width = 1600, height = 900, nodes = 11, reset = false, query = '', setup = null } = {}) {
  const errors = [];
  const session = {
    browser: null, ctx: null, page: null, errors,
    /** Closes the page and opens a fresh one (`size`: another viewport), as the file's first was opened. */
    async reopen(size = { width, height }, { wait = true } = {}) {
      await session.ctx?.close();
      await session.page?.close();
      session.ctx = await openPage(session.browser, { ...size, errors });
      session.page = session.ctx.page;
      if (query) await session.page.goto(session.ctx.url + query);
      // A fresh page compiles the core again: on a machine busy with builds that can take a while.
      if (wait && nodes !== null) await waitForNodes(session.page, nodes, 60000);
      ready(session);
    },
  };
  before(async () => {
    session.browser = await launch();
    await session.reopen();
    if (setup) await setup(session);
  });
  if (reset) {
    let first = true;
    beforeEach(async () => {
      if (first) { first = false; return; } // the file's page has just been opened
      await session.reopen();
      if (setup) await setup(session);
    });
  }
  after(async () => {
    await session.ctx?.close();
    await session.browser?.close();
  });
  return session;
}
