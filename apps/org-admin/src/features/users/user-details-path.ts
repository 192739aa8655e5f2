import { paths } from '../../config/paths';

/** Navigation state of /administrator/user-details: the member's names, when the members table knows them. */
export interface UserDetailsState {
  first_name?: string | null;
  last_name?: string | null;
}

/** User details of one member: the email rides in the query string, so a reload or a shared link still works. */
export const userDetailsPath = (email: string) => `${paths.userDetails}?${new URLSearchParams({ email }).toString()}`;
