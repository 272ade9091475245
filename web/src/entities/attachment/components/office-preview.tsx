import { Group, Loader, Stack, Table, Text, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PREVIEW_UI as UI } from '../attachment-strings.ts';
import { docxToSafeHtml, fetchBytes, xlsxFirstSheet } from '../preview-loaders.ts';

/** More rows than anyone reads in a preview; the download has them all. */
export const SHEET_ROW_CAP = 500;

/** Read once per file while the page lives: the bytes of an attachment never change. */
const previewQuery = { staleTime: Number.POSITIVE_INFINITY, gcTime: 60_000, retry: false } as const;

export function PreviewLoading() {
  return (
    <Group justify="center" py="xl" role="status" aria-label={UI.loading}>
      <Loader aria-hidden />
    </Group>
  );
}

export function PreviewFailed() {
  return (
    <Text py="md" role="alert">
      {UI.failed}
    </Text>
  );
}

export function DocxPreview({ url }: { url: string }) {
  const html = useQuery({
    queryKey: ['attachment-preview', 'docx', url],
    queryFn: async ({ signal }) => docxToSafeHtml(await fetchBytes(url, signal)),
    ...previewQuery,
  });
  if (html.isPending) {
    return <PreviewLoading />;
  }
  if (html.isError) {
    return <PreviewFailed />;
  }
  return (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: mammoth's HTML, sanitised by DOMPurify in docxToSafeHtml. */}
      <div dangerouslySetInnerHTML={{ __html: html.data }} />
    </Typography>
  );
}

export function SheetPreview({ url }: { url: string }) {
  const sheet = useQuery({
    queryKey: ['attachment-preview', 'xlsx', url],
    queryFn: async ({ signal }) => xlsxFirstSheet(await fetchBytes(url, signal), SHEET_ROW_CAP),
    ...previewQuery,
  });
  if (sheet.isPending) {
    return <PreviewLoading />;
  }
  if (sheet.isError) {
    return <PreviewFailed />;
  }
  const { rows, total } = sheet.data;
  if (rows.length === 0) {
    return <Text py="md">{UI.emptySheet}</Text>;
  }
  const columns = Math.max(...rows.map((row) => row.length));
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={Math.min(columns * 120, 1200)}>
        <Table striped withTableBorder withColumnBorders fz="sm" captionSide="top">
          <Table.Caption ta="left">{UI.sheetCaption}</Table.Caption>
          <Table.Tbody>
            {rows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a sheet's rows have no identity and never move.
              <Table.Tr key={r}>
                {Array.from({ length: columns }, (_, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: as above, for its cells.
                  <Table.Td key={c}>{row[c] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > rows.length ? (
        <Text size="sm" c="dimmed">
          {UI.rowsCapped(rows.length, total)}
        </Text>
      ) : null}
    </Stack>
  );
}
