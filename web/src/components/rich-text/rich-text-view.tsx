import './rich-text.css';
import { Box, type BoxProps } from '@mantine/core';

/** Shows HTML the server has sanitised (comments, descriptions). */
export function RichTextView({ html, ...box }: { html: string } & BoxProps) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it by allowlist
    <Box {...box} className="sb-rich-text rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
