import { Alert, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EmptyState, StatusBadge } from '@stride/ui';
import { useId, type ReactNode } from 'react';
import { ListFrame, type ListFrameProps } from '../../../components/list/list-frame';
import type { ListPage } from '../../../components/list/list-query';
import { isNarrowed } from '../../../components/list/use-list-state';
import { curriculumMessages } from '../messages';
import { ContentNotices } from './content-actions';

export interface ContentPageProps {
  /** The page heading. */
  title: string;
  /** Controls and lists under the heading. */
  children: ReactNode;
}

/** A curriculum page: a section named by its heading, with the messages of its cards' actions under it. */
export function ContentPage({ title, children }: ContentPageProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" py="md">
      <Title order={1} id={headingId}>
        {title}
      </Title>
      <ContentNotices>{children}</ContentNotices>
    </Stack>
  );
}

/** The part of a list query the list reads: a whole list's query, or the items of a page (useListItems). */
export interface ContentListQuery<Item> {
  isError: boolean;
  data?: readonly Item[] | undefined;
}

export interface ContentListProps<Item> {
  /** The list query; loading, failure and emptiness are shown here. */
  query: ContentListQuery<Item>;
  /** The list's accessible name, e.g. "Subtopics". */
  label: string;
  /** Said when the list is empty. */
  empty: string;
  /** One card per item. */
  renderItem: (item: Item) => ReactNode;
  /** A stable key per item. */
  itemKey: (item: Item) => string | number;
}

/** A list of content cards with its loading, failure and empty states. */
export function ContentList<Item>({ query, label, empty, renderItem, itemKey }: ContentListProps<Item>) {
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {curriculumMessages.thrown}
      </Alert>
    );
  if (!query.data) return <Loader aria-label={`Loading ${label.toLowerCase()}`} />;
  if (query.data.length === 0) return <EmptyState message={empty} />;
  return (
    <SimpleGrid component="ul" aria-label={label} cols={{ base: 1, sm: 2 }} spacing="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {query.data.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </SimpleGrid>
  );
}

export interface ContentCardProps {
  /** The item's name or title, a heading. */
  name: string;
  /** Whether it is active (shown as Active or Inactive). */
  active: boolean;
  /** Its description or text. */
  description?: string;
  /** Anything more: topics, details, questions, actions. */
  children?: ReactNode;
}

/** A content item's card: name, Active or Inactive, description, then the rest. */
export function ContentCard({ name, active, description, children }: ContentCardProps) {
  return (
    <Card withBorder radius="md" padding="md" h="100%">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} size="h4">
            {name}
          </Title>
          <StatusBadge active={active} />
        </Group>
        {description && (
          <Text size="sm" lineClamp={4}>
            {description}
          </Text>
        )}
        {children}
      </Stack>
    </Card>
  );
}

export interface ListedContentProps<Item, Filter extends string, Sort extends string> extends Omit<ListFrameProps<Filter, Sort>, 'total' | 'children'> {
  /** The page to show: a server page's query, or a whole list paged in the browser (pageLocally). */
  page: { isError: boolean; data?: ListPage<Item> | undefined };
  /** The list's accessible name, e.g. "Activities". */
  label: string;
  /** Said when there is nothing at all; a search or filter that matches nothing says so instead. */
  none: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string | number;
}

/** A list of content cards in the list frame: search, filters, sort, count and pager (docs/back-office-app.md, "Lists"). */
export function ListedContent<Item, Filter extends string, Sort extends string>({ page, label, none, renderItem, itemKey, ...frame }: ListedContentProps<Item, Filter, Sort>) {
  return (
    <ListFrame {...frame} total={page.data?.total}>
      <ContentList
        query={{ isError: page.isError, data: page.data?.items }}
        label={label}
        empty={isNarrowed(frame.list.state) ? `No ${frame.noun} match the search and filters.` : none}
        renderItem={renderItem}
        itemKey={itemKey}
      />
    </ListFrame>
  );
}
