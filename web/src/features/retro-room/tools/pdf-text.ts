// The PDF's font (DejaVu Sans) draws Latin, Greek and Cyrillic but has no colour emoji: an emoji
// there prints as an empty box, or with jsPDF's built-in fonts garbles its whole line. So text bound
// for the PDF loses its emoji and keeps everything else as typed.

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
  'gu',
);

/** `text` without the characters the PDF font cannot draw; the spaces they leave collapse. */
export function pdfText(text: string): string {
  const stripped = text.replace(EMOJI, '');
  if (stripped === text) {
    return text;
  }
  // Line breaks stay: a card written on several lines keeps them in its table cell.
  return stripped
    .split('\n')
    .map((line) => line.replace(/[ \t]{2,}/g, ' ').trim())
    .join('\n')
    .trim();
}
