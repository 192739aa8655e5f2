/** What the team screens say, in the spec's words where it has them (docs/teams.md), spelling included. */
export const teamMessages = {
  noTeam: "You aren't a part of a team yet",
  noInvites: 'You have no pending invites',
  invalidEmail: 'Invalid Email.',
  invited: 'Invitation has been sent',
  resent: 'Invite sent successfully',
  failed: 'An error occured',
  teamNameEmpty: 'Team name cannot be empty',
  teamCreated: 'Team created successfully',
  joined: 'You have successfully joined the group',
  loadFailed: "We couldn't load your team.",
} as const;
