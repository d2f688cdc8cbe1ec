// The page-wide guard against sideways scrolling: nothing a user can see reaches past the right
// edge of the viewport. Wide content may scroll inside a region of its own (the console's tables):
// what a scroll container or a clipping box holds is its business, the container's own box is
// still checked.
import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

type Overflow = { scrollWidth: number; viewport: number; offenders: string[] };

/** The page's width against the viewport's, and every box that reaches past its right edge. */
function measure(): Overflow {
  const viewport = document.documentElement.clientWidth;
  // A box clips what it contains, except what is positioned against a box further out (an absolute
  // child of a static box, screen-reader text included) or against the viewport (fixed).
  const clipped = (element: Element): boolean => {
    let position = getComputedStyle(element).position;
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (position === "fixed") return false;
      const style = getComputedStyle(up);
      if (position === "absolute" && style.position === "static") continue;
      if (style.overflowX !== "visible") return true;
      position = style.position;
    }
    return false;
  };
  const describe = (element: Element, right: number) => {
    const id = element.id ? `#${element.id}` : "";
    const testId = element.getAttribute("data-testid");
    const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
    const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ""}${classes ? ` .${classes}` : ""}> right ${Math.round(right)} px "${text}"`;
  };
  const offenders: string[] = [];
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    const right = box.right + window.scrollX;
    if (right > viewport + 0.5 && !clipped(element)) offenders.push(describe(element, right));
  }
  return { scrollWidth: document.documentElement.scrollWidth, viewport, offenders };
}

/**
 * Nothing on the page is wider than the viewport: the document does not scroll sideways and no
 * element's box extends past the right edge. A failure lists the offending elements, outermost first.
 */
export async function expectFitsViewport(page: Page): Promise<void> {
  const { scrollWidth, viewport, offenders } = await page.evaluate(measure);
  const shown = offenders.length > 12 ? [...offenders.slice(0, 12), `… and ${offenders.length - 12} more`] : offenders;
  expect(shown, `elements past the right edge of a ${viewport} px viewport (page ${scrollWidth} px wide)`).toEqual([]);
  expect(scrollWidth, `the page scrolls sideways at ${viewport} px`).toBeLessThanOrEqual(viewport);
}
