import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { ChevronRight, Files, FileText, type LucideIcon, Table2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';

type Destination = { title: string; description: string; href: string; icon: LucideIcon };

const destinations: Destination[] = [
  {
    title: 'Search Page',
    description: 'A searchable, sortable table over a list endpoint.',
    href: paths.newSearch.getHref(),
    icon: Table2,
  },
  {
    title: 'Detail Page',
    description: 'One record as a header, a contextual strip and panels.',
    href: paths.newDetail.getHref(),
    icon: FileText,
  },
  {
    title: 'Pages',
    description: 'Find every page: open, design, duplicate or delete it.',
    href: paths.pages.getHref(),
    icon: Files,
  },
  {
    title: 'Groups',
    description: 'Decide which people see which pages.',
    href: paths.editGroups.getHref(),
    icon: Users,
  },
];

function DestinationCard({ title, description, href, icon: Icon }: Destination) {
  return (
    // The whole card is the link; its name is the title followed by the description.
    <Card component={Link} to={href} withBorder radius="md" padding="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
          <Icon size={24} />
        </ThemeIcon>
        <ChevronRight size={18} aria-hidden="true" color="var(--mantine-color-gray-6)" />
      </Group>
      <Text fw={600} fz="lg" mt="md">
        {title}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {description}
      </Text>
    </Card>
  );
}

export function DesignerHomePage() {
  return (
    <>
      <PageHeader title="Designer" subtitle="Build pages over your data and share them with groups." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {destinations.map((destination) => (
          <DestinationCard key={destination.title} {...destination} />
        ))}
      </SimpleGrid>
    </>
  );
}
