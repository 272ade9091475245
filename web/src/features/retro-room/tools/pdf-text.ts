// The PDF's font (DejaVu Sans) draws Latin, Greek and Cyrillic but has no colour emoji: an emoji
// there prints as an empty box, or with jsPDF's built-in fonts garbles its whole line. So text bound
// for the PDF keeps each emoji as its name in brackets ("[thumbs up]"), which the font can draw,
// and everything else as typed.

/** Emoji and the invisible parts of emoji sequences, one alternative each. */
const EMOJI = new RegExp(
  [
    // Pictographs; © ® ™ are pictographic too, but typed as text and in the font: they stay.
    '(?![\\u00A9\\u00AE\\u2122])\\p{Extended_Pictographic}',
    '\\p{Emoji_Modifier}', // skin tones
    '\\p{Regional_Indicator}', // the letters of flags
    '\\uFE0E',
    '\\uFE0F', // text / emoji presentation selectors
    '\\u200D', // the joiner of ZWJ sequences (woman + ZWJ + laptop)
    '\\u20E3', // the keycap mark (keycap one keeps its digit)
    '[\\u{E0020}-\\u{E007F}]', // tag characters of subdivision flags
  ].join('|'),
  'u',
);
const EMOJI_ALL = new RegExp(EMOJI.source, 'gu');
/** What a name lookup ignores: presentation selectors and skin tones (👍🏽 is named as 👍). */
const VARIANTS = /[\uFE0E\uFE0F]|\p{Emoji_Modifier}/gu;

/** Emoji (as typed, without presentation selectors) → their name, e.g. 👍 → "Thumbs Up". */
export type EmojiNames = ReadonlyMap<string, string>;

/** The part of @emoji-mart/data (already the picker's) that names emoji. */
export interface EmojiNameData {
  emojis: Record<string, { name: string; skins: readonly { native: string }[] }>;
}

const lookupKey = (emoji: string) => emoji.replace(VARIANTS, '');

/** Every emoji of the data set by its characters, each skin tone under its base emoji's name. */
export function emojiNamesOf(data: EmojiNameData): EmojiNames {
  const names = new Map<string, string>();
  for (const emoji of Object.values(data.emojis)) {
    for (const skin of emoji.skins) {
      const key = lookupKey(skin.native);
      if (key && !names.has(key)) {
        names.set(key, emoji.name);
      }
    }
  }
  return names;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The placeholder of one emoji: its name, or what the font can draw of it (a keycap's digit). */
function placeholder(grapheme: string, names: EmojiNames): string {
  const name = names.get(lookupKey(grapheme));
  if (name) {
    return `[${name.toLowerCase()}]`;
  }
  const drawable = grapheme.replace(EMOJI_ALL, '');
  return drawable || '[emoji]';
}

/**
 * `text` with every character the PDF font cannot draw replaced by a placeholder the font can: the
 * emoji's name from `names` ("Ship it 🚀" → "Ship it [rocket]"), else "[emoji]". Nothing typed
 * is dropped without a trace; text without emoji comes back as it was.
 */
export function pdfText(text: string, names: EmojiNames = new Map()): string {
  if (!EMOJI.test(text)) {
    return text;
  }
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    out += EMOJI.test(segment) ? placeholder(segment, names) : segment;
  }
  return out;
}

/** The names, from @emoji-mart/data, fetched with the first PDF export (never with the page). */
export async function loadEmojiNames(): Promise<EmojiNames> {
  const data: EmojiNameData = (await import('@emoji-mart/data')).default as EmojiNameData;
  return emojiNamesOf(data);
}
