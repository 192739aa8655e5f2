import { createAppApi } from '@stride/app-shell';
import { renderRoute } from '@stride/app-shell/testing';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { createGroupMembersApi, type Group, type GroupMembersApi, type GroupMembersAppCalls } from '../group-members-api';

const client = createAppApi({ loginPath: '/login' });

export const joinLink = (email: string) => `https://learn.example/group/join-link/${email}/10`;

/**
 * Renders `screen` with a GroupMembersApi whose shared calls go over HTTP (MSW) and whose app calls are
 * doubles: the targets are `targets`, and an add is recorded in `added` and answered with join links
 * (`calls` replaces either). The apps' own calls are tested in the apps.
 */
export function renderWithGroupMembersApi(screen: (api: GroupMembersApi) => ReactElement, targets: Group[] = [], calls: Partial<GroupMembersAppCalls> = {}) {
  const added: string[][] = [];
  const api = createGroupMembersApi(client, {
    useTargetGroups: () => useQuery({ queryKey: ['test target groups'], queryFn: () => targets }),
    addUsers: async (_groupId, emails) => {
      added.push(emails);
      return emails.map((email) => ({ email, invite_link: joinLink(email) }));
    },
    ...calls,
  });
  // In a main landmark, as on the apps' pages (axe wants all content in one).
  return { ...renderRoute([{ path: '/', element: <main>{screen(api)}</main> }], '/'), added };
}
