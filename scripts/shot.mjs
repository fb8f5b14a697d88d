// Screenshots of the page as a person sees it: node scripts/shot.mjs OUT.png '?query' [width height [zoom]]
// [--click 'role:name'] … The page is served from this checkout; the picture is taken once the search is done.
import { launch, openPage } from '../tests/support/browser.mjs';

const [out, query = '', width = '1280', height = '720', zoom = '1'] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !(all[i - 1] || '').startsWith('--'));
const clicks = process.argv.flatMap((a, i, all) => (a === '--click' ? [all[i + 1]] : []));
const browser = await launch();
const ctx = await openPage(browser, { width: Math.round(+width / +zoom), height: Math.round(+height / +zoom), deviceScaleFactor: +zoom });
const { page } = ctx;
await page.goto(ctx.url + query);
await page.waitForFunction(() => document.getElementById('tree').dataset.nodes, null, { timeout: 60000 }).catch(() => {});
for (const c of clicks) {
  const [role, name] = c.split(':');
  await page.getByRole(role, { name, exact: true }).first().click();
  await page.waitForTimeout(1500);
}
await page.waitForTimeout(800);
await page.screenshot({ path: out });
console.log(out, ctx.errors);
await ctx.close();
await browser.close();
