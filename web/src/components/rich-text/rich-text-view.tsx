// STUB (issue 14): replaced by the real view.

/** Shows HTML the server has sanitised (comments, descriptions). */
export function RichTextView({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitised it by allowlist
  return <div className="rich-text-view" dangerouslySetInnerHTML={{ __html: html }} />;
}
