import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// What every page test does: no serious accessibility violations (axe, WCAG 2.1 A/AA rules), and,
// when asked with SCREENSHOTS=1, screenshots at desktop and phone width under
// test-results/screenshots for a look by eye (they assert nothing and cost about a minute).

export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(" ")).join(", ")})`,
    );
  expect(serious).toEqual([]);
}

const VIEWPORTS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } } as const;

/** Full-page screenshots of the current URL at desktop and phone width (SCREENSHOTS=1 only). */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== "1") return;
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `test-results/screenshots/${name}-${label}.png`, fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
