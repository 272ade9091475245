import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../lib/use-page-title.ts';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

interface LegalDocumentProps {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
  contactEmail: string;
  contactLead: string;
}

/** A readable, printable policy page: one column, generous line height, numbered headings. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
  contactEmail,
  contactLead,
}: LegalDocumentProps) {
  usePageTitle(title);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={820} mx="auto" component="article">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {updated}
          </Text>
        </Stack>
        <Text lh={1.7}>{intro}</Text>
        {sections.map((section, index) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} fz="lg">
              {index + 1}. {section.heading}
            </Title>
            {section.paragraphs.map((p) => (
              <Text key={p} lh={1.7}>
                {p}
              </Text>
            ))}
            {section.bullets ? (
              <List spacing={4} lh={1.6}>
                {section.bullets.map((b) => (
                  <List.Item key={b}>{b}</List.Item>
                ))}
              </List>
            ) : null}
          </Stack>
        ))}
        <Text lh={1.7}>
          {contactLead} <Anchor href={`mailto:${contactEmail}`}>{contactEmail}</Anchor>.
        </Text>
      </Stack>
    </Paper>
  );
}
