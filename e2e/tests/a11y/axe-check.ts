import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The accessibility gate: axe's WCAG 2 A and AA rules, failing on what axe rates serious or
// critical (contrast, names, roles). Minor and moderate findings are printed but do not fail.

const BLOCKING = new Set(['serious', 'critical']);

interface Finding {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown; failureSummary?: string }[];
}

/** One line per rule and one per offending element, with axe's own explanation. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map((finding) => {
      const nodes = finding.nodes
        .slice(0, 20)
        .map((node) => {
          const why = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim();
          return `    - ${JSON.stringify(node.target)}\n      ${why}`;
        })
        .join('\n');
      const more = finding.nodes.length > 20 ? `\n    … and ${finding.nodes.length - 20} more` : '';
      return `  [${finding.impact}] ${finding.id}: ${finding.help} (${finding.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
}

/**
 * A violation already reported to the owner of the file it is in: named by rule and by a piece
 * of the element's selector, with the file and fix, so it is printed instead of failing the run.
 * Remove the entry once the fix lands (the run prints when an entry no longer matches anything).
 */
export interface KnownViolation {
  rule: string;
  target: string;
  fix: string;
}

function isKnown(known: KnownViolation[], rule: string, target: unknown): KnownViolation | undefined {
  return known.find((k) => k.rule === rule && JSON.stringify(target).includes(k.target));
}

/** Runs axe on the page as it is now and fails on serious or critical violations. */
export async function expectNoSeriousViolations(
  page: Page,
  what: string,
  known: KnownViolation[] = [],
): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const seen = new Set<KnownViolation>();
  const blocking: Finding[] = [];
  for (const violation of results.violations.filter((v) => BLOCKING.has(v.impact ?? ''))) {
    const nodes = violation.nodes.filter((node) => {
      const match = isKnown(known, violation.id, node.target);
      if (match) {
        seen.add(match);
      }
      return !match;
    });
    if (nodes.length > 0) {
      blocking.push({ ...violation, nodes });
    }
  }
  const other = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (other.length > 0) {
    console.log(`axe on ${what}, not blocking:\n${describeFindings(other)}`);
  }
  for (const entry of known) {
    console.log(
      seen.has(entry)
        ? `axe on ${what}, known (fix pending): ${entry.rule} at ${entry.target}: ${entry.fix}`
        : `axe on ${what}: known violation ${entry.rule} at ${entry.target} is gone; remove it from the list`,
    );
  }
  // Compared as text, so a failure prints the readable list rather than axe's raw objects.
  expect(describeFindings(blocking), `axe on ${what}: serious or critical violations`).toBe('');
}

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

/**
 * Where overlapping avatars hide part of an earlier one's initials: for each avatar of the
 * group but the last, how many pixels of its initials the next one covers (0 when whole).
 */
export async function coveredInitials(
  page: Page,
  groupName: string,
): Promise<{ text: string; px: number }[]> {
  return page.getByRole('group', { name: groupName }).evaluate((group) => {
    const roots = Array.from(group.querySelectorAll<HTMLElement>('.mantine-Avatar-root'));
    return roots.slice(0, -1).map((root, i) => {
      // The glyphs' own box: the text node, not the placeholder element around it.
      const glyphs = document.createTreeWalker(root, NodeFilter.SHOW_TEXT).nextNode();
      const range = document.createRange();
      if (glyphs) {
        range.selectNodeContents(glyphs);
      }
      const text = range.getBoundingClientRect();
      const next = roots[i + 1]?.getBoundingClientRect();
      return { text: root.textContent ?? '', px: next ? Math.max(0, text.right - next.left) : 0 };
    });
  });
}
