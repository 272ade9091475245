import sanitizeHtml from 'sanitize-html';

// Rich text from the editor (Tiptap) as the server keeps it: only an allowlist of tags and
// attributes survives, links get safe schemes and rel, and a mention is a span naming a user of
// the organisation. The client's HTML is never trusted as it is.

const MENTION = 'mention';

const BASE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    span: ['data-type', 'data-id', 'data-label', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const isMention = (attribs: sanitizeHtml.Attributes) =>
  attribs['data-type'] === MENTION && Boolean(attribs['data-id']);

/** The user ids the HTML's mentions name (before they are checked). */
export function mentionCandidates(html: string): string[] {
  const ids = new Set<string>();
  sanitizeHtml(html, {
    ...BASE,
    transformTags: {
      span: (tagName, attribs) => {
        if (isMention(attribs)) {
          ids.add(attribs['data-id'] as string);
        }
        return { tagName, attribs };
      },
    },
  });
  return [...ids];
}

/**
 * The HTML as stored: allowlisted; links open safely in a new tab; a mention of someone in
 * `known` keeps its id and label, any other span becomes plain text.
 */
export function sanitizeRichText(html: string, known: ReadonlySet<string>): string {
  return sanitizeHtml(html, {
    ...BASE,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
      span: (tagName, attribs): sanitizeHtml.Tag => {
        const id = attribs['data-id'];
        if (isMention(attribs) && id && known.has(id)) {
          return {
            tagName,
            attribs: {
              'data-type': MENTION,
              'data-id': id,
              'data-label': attribs['data-label'] ?? '',
              class: MENTION,
            },
          };
        }
        return { tagName, attribs: {} };
      },
    },
    // Spans that are not mentions carry nothing once their attributes are gone.
    exclusiveFilter: (frame) => frame.tag === 'span' && !frame.attribs['data-id'] && !frame.text.trim(),
  });
}

/** Whether the stored HTML says anything: text, or at least one mention. */
export function hasContent(html: string): boolean {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.trim() !== '' || html.includes(`data-type="${MENTION}"`);
}

/**
 * A description field as stored (a work item's narrative, outcome, actual and expected result):
 * allowlisted rich text without mentions, or null when it says nothing (so "Narrative is
 * required." still holds for an editor left with an empty paragraph).
 */
export function sanitizeDescription(html: string | null): string | null {
  if (html === null) {
    return null;
  }
  const clean = sanitizeRichText(html, new Set());
  return hasContent(clean) ? clean : null;
}
